/**
 * `npm run bench`: starts the real server (`npm start`) on a fresh data folder and measures what
 * issue 12 asks, prints one table and writes bench/results.json. PGlite always; PostgreSQL too
 * when BENCH_DATABASE_URL points at a server whose user may create databases (a throwaway
 * database is made and dropped). Not part of `npm test`.
 *
 * Last, the footprint (bench/footprint.ts, issue 40): resident memory after start and after
 * loads, and the start to the first signed-in list, on the same databases.
 *
 * BENCH_LOAD_SECONDS (default 60) and BENCH_LIST_SECONDS (default 10) shorten quick runs;
 * BENCH_PORT (default 4253) is the first of three ports used on 127.0.0.1. With BENCH_SPACES (and
 * BENCH_DATABASE_URL) it first runs the many-couples scenario, bench/many-couples.ts (also alone:
 * `npm run bench:many`), which writes bench/many-couples.json.
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { withScratchDatabase } from "./lib/scratch-db";
import os from "node:os";
import path from "node:path";
import { makeCouple } from "./lib/couple";
import { startServer } from "./lib/server";
import { benchLiveUpdate } from "./live";
import { benchListRatio, fillMovies } from "./list-ratio";
import { benchPhotoUpload, twelveMegapixelJpeg } from "./photo";
import { benchFirstLoad } from "./first-load";
import { benchLoad } from "./load";
import { printTable } from "./table";
import { benchPush, pushServerEnv } from "./push";
import { startFakePushService } from "../testing/fakes/push-service";
import { footprintLine, footprintOnEveryDatabase } from "./footprint";

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.BENCH_PORT ?? 4253);
const loadSeconds = Number(process.env.BENCH_LOAD_SECONDS ?? 60);
const listSeconds = Number(process.env.BENCH_LIST_SECONDS ?? 10);
const step = (label: string) => console.log(`… ${label}`);

async function suite(label: string, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "defterimiz-bench-"));
  // Photos as a phone takes them: the browser normally shrinks them below 1 MiB first.
  const pushService = await startFakePushService();
  const serverEnv = {
    ...env,
    ...pushServerEnv(pushService),
    UPLOAD_MAX_BYTES: String(16 * 2 ** 20),
    LOGIN_MAX_PER_IP: "1000",
  };
  step(`${label}: npm start on a fresh data folder`);
  let server = await startServer(port, dataDir, serverEnv);
  const freshStartMs = Math.round(server.startMs);
  try {
    const couple = await makeCouple(server.url);
    step(`${label}: partner live update`);
    const live = await benchLiveUpdate(server.url, couple);
    step(`${label}: partner action → push received, a burst of 100`);
    const push = await benchPush(server.url, couple, pushService);
    step(`${label}: 1,000 movies`);
    await fillMovies(server.url, couple);
    const list = await benchListRatio(
      server.url,
      couple,
      port + 1,
      listSeconds,
    );
    step(`${label}: 12 MP photo upload`);
    const photo = await benchPhotoUpload(
      server.url,
      couple,
      await twelveMegapixelJpeg(),
    );
    step(`${label}: first load`);
    const firstLoad = await benchFirstLoad(server.url, couple.owner);
    step(`${label}: load test, ${loadSeconds} s`);
    const load = await benchLoad(server.url, couple, loadSeconds);
    await server.stop();
    step(`${label}: npm start again on the same data`);
    server = await startServer(port, dataDir, serverEnv);
    const startMs = Math.round(server.startMs);
    return {
      live,
      push,
      list,
      photo,
      start: { startMs, freshStartMs },
      firstLoad,
      load,
    };
  } finally {
    await server.stop();
    await pushService.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The memories benchmark reads through the repo straight (see bench/memories.ts). */
function memories() {
  const out = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), "bench-mem-")),
    "rows.json",
  );
  const result = spawnSync(
    process.execPath,
    ["--import", "tsx", path.join(root, "bench/memories.ts")],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, BENCH_MEMORIES_OUT: out },
    },
  );
  if (!fs.existsSync(out))
    throw new Error(`memories benchmark failed (${result.status})`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as Record<
    string,
    { sort: string; category: string; p50: number; p95: number }[]
  >;
}

/** The page data of Yılımız for a space of 10,000 memories and 2,000 list items (see bench/yilimiz.ts). */
function yilimiz() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-yil-")), "yilimiz.json");
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "bench/yilimiz.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_YILIMIZ_OUT: out },
  });
  if (!fs.existsSync(out)) throw new Error(`Yılımız benchmark failed (${result.status})`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, { p50: number; p95: number }>;
}

/** A trip's story: 14 days, 300 photos, both members' songs (see bench/trip-story.ts). */
function tripStory() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-trip-")), "trip.json");
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "bench/trip-story.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_TRIP_OUT: out },
  });
  if (!fs.existsSync(out)) throw new Error(`trip story benchmark failed (${result.status})`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, { p50: number; p95: number; cpuP95: number }>;
}

/** Günün Sorusu with five years of answers and the two home cards of issue 36 (see bench/daily-rituals.ts). */
function rituals() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-rituals-")), "rituals.json");
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "bench/daily-rituals.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_RITUALS_OUT: out },
  });
  if (!fs.existsSync(out)) throw new Error(`daily rituals benchmark failed (${result.status})`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, Record<string, { p50: number; p95: number; target: boolean }>>;
}

/** Backup and restore of 10,000 memories and 2 GB of photos (see bench/backup.ts). */
function backup() {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-backup-")), "backup.json");
  const result = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "bench/backup.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_BACKUP_OUT: out },
  });
  if (!fs.existsSync(out)) throw new Error(`backup benchmark failed (${result.status})`);
  return JSON.parse(fs.readFileSync(out, "utf8")) as Record<string, unknown>;
}

const machine = `${os.cpus()[0]?.model ?? "unknown CPU"} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}, ${os.platform()}`;
console.log(
  `machine: ${machine}, load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(" / ")}`,
);
step("npm run build");
const build = spawnSync("npm", ["run", "build", "--silent"], {
  cwd: root,
  stdio: ["ignore", "ignore", "inherit"],
});
if (build.status !== 0) throw new Error("npm run build failed");

// Many couples on one server (bench/many-couples.ts) when BENCH_SPACES asks for it: PostgreSQL only.
if (process.env.BENCH_SPACES && process.env.BENCH_DATABASE_URL) {
  step(`many couples: ${process.env.BENCH_SPACES} spaces`);
  const many = spawnSync(process.execPath, ["--import", "tsx", path.join(root, "bench/many-couples.ts")], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, BENCH_NO_BUILD: "1" },
  });
  if (many.status !== 0) throw new Error(`many-couples benchmark failed (${many.status})`);
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine,
  loadAverageAtStart: os.loadavg(),
};
const pglite = await suite("PGlite", {});
const postgresUrl = process.env.BENCH_DATABASE_URL;
const postgres = postgresUrl
  ? await withScratchDatabase(postgresUrl, (databaseUrl) =>
      suite("PostgreSQL", { DATABASE_URL: databaseUrl }),
    )
  : null;
step("10,000 memories");
const mem = memories();
step("Yılımız: one year of a space with 10,000 memories and 2,000 list items");
const yil = yilimiz();
step("a trip's story: 14 days, 300 photos, 28 songs");
const trip = tripStory();
step("Günün Sorusu and Zaman Kapsülü: five years of answers, the home cards");
const daily = rituals();
step("footprint: resident memory and the start to the first list (bench/footprint.ts)");
const footprint = await footprintOnEveryDatabase(port);
step("backup and restore: 10,000 memories, 2 GB of photos");
const backupResult = backup();
Object.assign(results, {
  backup: backupResult,
  pglite,
  postgres,
  memories: mem,
  yilimiz: yil,
  tripStory: trip,
  dailyRituals: daily,
  footprint,
  loadAverageAtEnd: os.loadavg(),
});
fs.writeFileSync(
  path.join(root, "bench/results.json"),
  `${JSON.stringify(results, null, 2)}\n`,
);
printTable(pglite, postgres, mem);
for (const [label, row] of Object.entries(yil)) console.log(`Yılımız (${label}): p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms (target ≤ 200 ms)`);
for (const [label, row] of Object.entries(trip)) console.log(`Seyahat hikâyesi (${label}): p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms, CPU p95 ${row.cpuP95.toFixed(1)} ms (target ≤ 100 ms)`);
for (const [label, reads] of Object.entries(daily)) {
  for (const [read, row] of Object.entries(reads)) console.log(`${read} (${label}): p50 ${row.p50.toFixed(1)} ms, p95 ${row.p95.toFixed(1)} ms${row.target ? " (target ≤ 50 ms)" : ""}`);
}
for (const f of footprint) console.log(footprintLine(f));
console.log("written: bench/results.json");
