/** The one table `npm run bench` prints: a row per figure, PGlite and PostgreSQL side by side. */
type Suite = {
  live: { p50: number; p95: number; n: number };
  push: { latency: { p50: number; p95: number }; burst: { actions: number; pushesWithin3s: number } };
  list: { ratio: number; apiRps: number; bareRps: number; bytes: number };
  photo: { p50: number; p95: number };
  start: { startMs: number; freshStartMs: number };
  firstLoad: {
    login: { jsKB: number; totalKB: number };
    home: { jsKB: number; totalKB: number };
  };
  load: { errors: number; p95: number; requests: number; seconds: number };
};
type MemoryRows = Record<string, { p95: number }[]>;

const mark = (ok: boolean) => (ok ? "ok" : "MISSED");

export function printTable(
  lite: Suite,
  pg: Suite | null,
  memories: MemoryRows,
) {
  const worstMem = (label: string) => {
    const rows = Object.entries(memories).find(([k]) =>
      k.startsWith(label),
    )?.[1];
    return rows ? Math.max(...rows.map((r) => r.p95)) : NaN;
  };
  const rows: [
    string,
    string,
    (s: Suite) => string,
    (s: Suite) => boolean,
    string?,
  ][] = [
    [
      "partner live update p50 / p95 (ms)",
      "p95 ≤ 50",
      (s) => `${s.live.p50} / ${s.live.p95}`,
      (s) => s.live.p95 <= 50,
    ],
    [
      "partner action → push received p50 / p95 (ms)",
      "p95 ≤ 1000",
      (s) => `${s.push.latency.p50} / ${s.push.latency.p95}`,
      (s) => s.push.latency.p95 <= 1000,
    ],
    [
      "burst of 100 actions: pushes per device (3 s)",
      "a few",
      (s) => `${s.push.burst.pushesWithin3s} (+1 summary after 30 s)`,
      (s) => s.push.burst.pushesWithin3s <= 3,
    ],
    [
      "1,000 movies: API ÷ bare req/s",
      "≥ 0.5",
      (s) =>
        `${s.list.ratio} (${s.list.apiRps} ÷ ${s.list.bareRps}, ${Math.round(s.list.bytes / 1024)} KB)`,
      (s) => s.list.ratio >= 0.5,
    ],
    [
      "12 MP photo upload p50 / p95 (ms)",
      "p95 ≤ 600",
      (s) => `${s.photo.p50} / ${s.photo.p95}`,
      (s) => s.photo.p95 <= 600,
    ],
    [
      "npm start → healthy (ms), fresh data folder",
      "restart ≤ 2000",
      (s) => `${s.start.startMs} (fresh: ${s.start.freshStartMs})`,
      (s) => s.start.startMs <= 2000,
    ],
    [
      "first load /login JS / total (KB, gzip)",
      "JS ≤ 120",
      (s) => `${s.firstLoad.login.jsKB} / ${s.firstLoad.login.totalKB}`,
      (s) => s.firstLoad.login.jsKB <= 120,
    ],
    [
      "first load / signed in JS / total (KB, gzip)",
      "JS ≤ 120",
      (s) => `${s.firstLoad.home.jsKB} / ${s.firstLoad.home.totalKB}`,
      (s) => s.firstLoad.home.jsKB <= 120,
    ],
    [
      "load: errors, p95 ms (requests)",
      "0 errors",
      (s) =>
        `${s.load.errors}, ${s.load.p95} (${s.load.requests} in ${s.load.seconds} s)`,
      (s) => s.load.errors === 0,
    ],
  ];
  const cell = (
    s: Suite | null,
    get: (s: Suite) => string,
    ok: (s: Suite) => boolean,
  ) => (s ? `${get(s)} ${mark(ok(s))}` : "skipped");
  console.log("\n| benchmark | target | PGlite | PostgreSQL |");
  console.log("|---|---|---|---|");
  for (const [name, target, get, ok] of rows)
    console.log(
      `| ${name} | ${target} | ${cell(lite, get, ok)} | ${cell(pg, get, ok)} |`,
    );
  const m = (label: string) =>
    Number.isNaN(worstMem(label))
      ? "skipped"
      : `${worstMem(label).toFixed(1)} ${mark(worstMem(label) <= 30)}`;
  console.log(
    `| 10,000 memories: worst first-page p95 (ms) | ≤ 30 | ${m("PGlite")} | ${m("PostgreSQL")} |`,
  );
}
