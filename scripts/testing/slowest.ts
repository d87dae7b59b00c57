/** The ten slowest tests of a run, printed at its end by the Vitest and Playwright reporters beside it. */
export interface TimedTest {
  /** Where it is: file:line (Playwright) or project › file (Vitest). */
  where: string;
  title: string;
  ms: number;
}

export const SLOWEST_COUNT = 10;

export function formatSlowest(label: string, tests: TimedTest[], count = SLOWEST_COUNT): string {
  const slowest = [...tests].sort((a, b) => b.ms - a.ms).slice(0, count);
  if (slowest.length === 0) return '';
  const lines = slowest.map((t, i) => `${String(i + 1).padStart(3)}. ${(t.ms / 1000).toFixed(1).padStart(6)} s  ${t.where}  ${t.title}`);
  return [``, `${label}: the ${slowest.length} slowest`, ...lines, ``].join('\n');
}
