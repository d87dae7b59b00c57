/**
 * Footprint (issue 40, decision 029): the server's resident memory and its start, as someone
 * running it on a small machine sees them. On the embedded database, and on PostgreSQL too when
 * BENCH_DATABASE_URL is set (a scratch database), one couple gets a year of data
 * (lib/year-of-data.ts) topped up to 1,000 movies; then, with the built server (`npm start`):
 *
 * - start: `npm start` → the first signed-in 1,000-movie list answered in full, over
 *   BENCH_FOOTPRINT_STARTS (default 5) cold starts (a new process each; the disk cache stays warm);
 * - one more start, whose node process is measured: resident memory right after start (ready and
 *   idle for 2 s), after 1,000 movies are listed 10,000 times by 10 connections (asking for
 *   compression as browsers do), and after both members read every page's API
 *   (lib/page-reads.ts). Each figure with its parts (lib/process-memory.ts).
 *
 * Memory figures hardly move with the machine's load; the start's do, so every figure is printed
 * with the load average. `npx tsx bench/footprint.ts` alone, `npx tsx bench/one.ts footprint`, and
 * a line of `npm run bench`. BENCH_PORT (default 4253) is the port used. BENCH_FOOTPRINT_DATA=<dir>
 * keeps the embedded database's seeded folder there and reuses it on the next run (comparing
 * builds without seeding a year each time).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { fillMovies } from "./list-ratio";
import { startServer } from "./lib/server";
import { startYearServer, YEAR } from "./lib/year-of-data";
import { readEveryPage } from "./lib/page-reads";
import { cpuMs, memoryNow, PROBE, serverPid } from "./lib/process-memory";
import { withScratchDatabase } from "./lib/scratch-db";
import { isMain } from "./lib/child-process";
import type { Couple } from "./lib/couple";

const STARTS = Number(process.env.BENCH_FOOTPRINT_STARTS ?? 5);
const load = () => os.loadavg()[0].toFixed(1);
const settle = () => new Promise((r) => setTimeout(r, 2000));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)];

export interface Footprint {
  database: string;
  startsMs: number[];
  startMedianMs: number;
  /** CPU time of the server's process (every thread) and of npm, by the first list. */
  startsCpuMs: { server: number; npm: number }[];
  startLoads: string[];
  idle: Awaited<ReturnType<typeof memoryNow>> & { load: string };
  /** With the server's CPU time per 1,000 lists (its cost, which the machine's load hardly moves). */
  afterList: Awaited<ReturnType<typeof memoryNow>> & { load: string; rps: number; cpuMsPer1000: number };
  /** With the server's CPU time for all of the year's reads (first reads: nothing cached yet). */
  afterYear: Awaited<ReturnType<typeof memoryNow>> & { load: string; requests: number; cpuMs: number };
}

/** A couple with a year of data and 1,000 movies in `dataDir` (or its database), the server stopped. */
async function seed(port: number, dataDir: string, env: Record<string, string>): Promise<Couple> {
  const seeded = await startYearServer(port, dataDir, env);
  try {
    await fillMovies(seeded.server.url, seeded.couple, 1000 - YEAR.movies);
  } finally {
    await seeded.server.stop();
  }
  return seeded.couple;
}

export async function benchFootprint(label: string, dbEnv: Record<string, string>, port: number): Promise<Footprint> {
  const kept = dbEnv.DATABASE_URL ? undefined : process.env.BENCH_FOOTPRINT_DATA;
  const dataDir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), "defterimiz-footprint-"));
  const env = { ...dbEnv, LOGIN_MAX_PER_IP: "1000" };
  const step = (text: string) => console.log(`… footprint (${label}): ${text}`);
  const coupleFile = path.join(dataDir, "bench-couple.json");
  try {
    let couple: Couple;
    if (kept && fs.existsSync(coupleFile)) couple = JSON.parse(fs.readFileSync(coupleFile, "utf8")) as Couple;
    else {
      step("a year of one couple's data and 1,000 movies");
      fs.mkdirSync(dataDir, { recursive: true });
      couple = await seed(port, dataDir, env);
      fs.writeFileSync(coupleFile, JSON.stringify(couple));
    }
    const list = { path: "/api/movies", cookie: couple.owner.cookie };
    const startsMs: number[] = [];
    const startsCpuMs: Footprint["startsCpuMs"] = [];
    const startLoads: string[] = [];
    for (let i = 0; i < STARTS; i++) {
      startLoads.push(load());
      const server = await startServer(port, dataDir, env, list);
      startsMs.push(Math.round(server.startMs));
      startsCpuMs.push({ server: cpuMs(serverPid(server.npmPid)), npm: cpuMs(server.npmPid) });
      step(`start ${i + 1}: first list after ${Math.round(server.startMs)} ms, CPU ${JSON.stringify(startsCpuMs[i])} ms (load ${startLoads[i]})`);
      await server.stop();
    }

    const probeOut = path.join(os.tmpdir(), `defterimiz-footprint-probe-${process.pid}.json`);
    const nodeOptions = `${process.env.NODE_OPTIONS ?? ""} --import=${PROBE}`.trim();
    const server = await startServer(port, dataDir, { ...env, NODE_OPTIONS: nodeOptions, BENCH_PROBE_OUT: probeOut });
    try {
      const pid = serverPid(server.npmPid);
      await settle();
      const idle = { ...(await memoryNow(pid, probeOut)), load: load() };
      step(`idle after start ${idle.rssMiB} MiB`);
      let cpuBefore = cpuMs(pid);
      const result = await autocannon({
        url: `${server.url}/api/movies`,
        connections: 10,
        amount: 10_000,
        headers: { cookie: couple.owner.cookie, "accept-encoding": "gzip, deflate, br" },
      });
      if (result.non2xx || result.errors) throw new Error(`list load: ${result.non2xx} non-2xx, ${result.errors} errors`);
      const listCpu = cpuMs(pid) - cpuBefore;
      await settle();
      const afterList = { ...(await memoryNow(pid, probeOut)), load: load(), rps: Math.round(result.requests.average), cpuMsPer1000: Math.round(listCpu / 10) };
      step(`after 10,000 lists ${afterList.rssMiB} MiB`);
      cpuBefore = cpuMs(pid);
      const requests = await readEveryPage(server.url, couple);
      const yearCpu = cpuMs(pid) - cpuBefore;
      await settle();
      const afterYear = { ...(await memoryNow(pid, probeOut)), load: load(), requests, cpuMs: Math.round(yearCpu) };
      return { database: label, startsMs, startMedianMs: median(startsMs), startsCpuMs, startLoads, idle, afterList, afterYear };
    } finally {
      await server.stop();
      fs.rmSync(probeOut, { force: true });
    }
  } finally {
    if (!kept) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const parts = (m: Footprint["idle"]) =>
  `${m.rssMiB} MiB (V8 heap ${m.heapMiB}, WebAssembly ${m.wasmMiB}, files ${m.filesMiB}; load ${m.load})`;

export function footprintLine(f: Footprint) {
  const spread = `${Math.min(...f.startsMs)}–${Math.max(...f.startsMs)}`;
  const start = f.startsMs.length
    ? `  npm start → first signed-in list: median ${f.startMedianMs} ms (${spread}, ${f.startsMs.length} cold starts, load ${f.startLoads.join("/")}); ` +
      `CPU by then: server median ${median(f.startsCpuMs.map((c) => c.server))} ms, npm ${median(f.startsCpuMs.map((c) => c.npm))} ms`
    : "  npm start → first signed-in list: not measured (BENCH_FOOTPRINT_STARTS=0)";
  return [
    `footprint (${f.database}): resident after start ${parts(f.idle)}`,
    `  after 10,000 lists of 1,000 movies (${f.afterList.rps} req/s, server CPU ${f.afterList.cpuMsPer1000} ms per 1,000) ${parts(f.afterList)}`,
    `  after a year read through every page's API (${f.afterYear.requests} requests, server CPU ${f.afterYear.cpuMs} ms) ${parts(f.afterYear)}`,
    start,
    `  libraries resident after the year: ${f.afterYear.libraries.join(", ")}`,
  ].join("\n");
}

/** PGlite, then PostgreSQL when BENCH_DATABASE_URL is set. */
export async function footprintOnEveryDatabase(port: number): Promise<Footprint[]> {
  const results = [await benchFootprint("PGlite", {}, port)];
  const url = process.env.BENCH_DATABASE_URL;
  if (url) results.push(await withScratchDatabase(url, (databaseUrl) => benchFootprint("PostgreSQL", { DATABASE_URL: databaseUrl }, port)));
  else console.log("footprint: PostgreSQL skipped (set BENCH_DATABASE_URL to measure it too)");
  return results;
}

if (isMain(import.meta)) {
  console.log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, load ${os.loadavg().map((l) => l.toFixed(1)).join(" / ")}`);
  const results = await footprintOnEveryDatabase(Number(process.env.BENCH_PORT ?? 4253));
  for (const f of results) console.log(footprintLine(f));
  if (process.env.BENCH_FOOTPRINT_OUT) fs.writeFileSync(process.env.BENCH_FOOTPRINT_OUT, `${JSON.stringify(results, null, 2)}\n`);
}
