/**
 * Cold starts of two (or more) built servers, alternated, on the footprint bench's kept data folder:
 * the CPU each server's process spent (every thread, /proc) by its first signed-in list, and the
 * wall time from spawn to it. How decision 029 compares a start cut on a loaded machine (load moves
 * wall time a lot, CPU little; alternating puts both builds in the same minutes).
 *
 *   BENCH_FOOTPRINT_DATA=<kept folder> BENCH_PORT=<port> npx tsx bench/start-pairs.ts <rounds> <entry> <entry> …
 *
 * An entry is a built server's main.js (e.g. dist/server/main.js and an older build's), optionally
 * preceded by VAR=value words for its environment ("TMPDIR=/nonexistent dist/server/main.js": no code cache).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Couple } from "./lib/couple";

const [rounds = "6", ...entries] = process.argv.slice(2);
const dataDir = process.env.BENCH_FOOTPRINT_DATA;
if (!dataDir || entries.length === 0) throw new Error("usage: BENCH_FOOTPRINT_DATA=<kept folder> npx tsx bench/start-pairs.ts <rounds> <entry> <entry> …");
const couple = JSON.parse(fs.readFileSync(path.join(dataDir, "bench-couple.json"), "utf8")) as Couple;
const port = Number(process.env.BENCH_PORT ?? 4253);
/** utime + stime of the whole process, in ms (clock ticks of 10 ms). */
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

async function coldStart(entry: string) {
  const words = entry.split(" ");
  const env = Object.fromEntries(words.filter((w) => /^[A-Z_]+=/.test(w)).map((w) => [w.slice(0, w.indexOf("=")), w.slice(w.indexOf("=") + 1)]));
  const started = performance.now();
  const child = spawn(process.execPath, ["--max-semi-space-size=4", ...words.filter((w) => !/^[A-Z_]+=/.test(w))], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir!, LOG_LEVEL: "warn", LOGIN_MAX_PER_IP: "1000" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  let exited = false;
  child.on("exit", () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`${entry} exited before its first list`);
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/movies`, { headers: { cookie: couple.owner.cookie, "accept-encoding": "gzip, deflate, br" } });
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const result = { wallMs: Math.round(performance.now() - started), cpuMs: cpuMs(child.pid!), load: os.loadavg()[0]!.toFixed(1) };
  await new Promise((resolve) => {
    child.on("exit", resolve);
    child.kill("SIGTERM");
  });
  return result;
}

const results = new Map(entries.map((entry) => [entry, [] as Awaited<ReturnType<typeof coldStart>>[]]));
for (let round = 0; round < Number(rounds); round++) {
  for (const entry of round % 2 ? [...entries].reverse() : entries) {
    const result = await coldStart(entry);
    results.get(entry)!.push(result);
    console.log(`${entry}: ${JSON.stringify(result)}`);
  }
}
for (const [entry, runs] of results) {
  const cpu = runs.map((r) => r.cpuMs);
  console.log(
    `${entry}: server CPU by the first list median ${median(cpu)} ms (${cpu.join(", ")}), mean ${Math.round(cpu.reduce((a, b) => a + b, 0) / cpu.length)}; wall median ${median(runs.map((r) => r.wallMs))} ms`,
  );
}
