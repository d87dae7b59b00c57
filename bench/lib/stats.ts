/** Nearest-rank percentile of already sorted numbers. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length
    ? sorted[
        Math.min(
          sorted.length - 1,
          Math.max(0, Math.ceil((p / 100) * sorted.length) - 1),
        )
      ]
    : NaN;

export function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    n: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
  };
}

export const round = (n: number, digits = 1) =>
  Math.round(n * 10 ** digits) / 10 ** digits;
