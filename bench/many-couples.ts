/**
 * `npm run bench:many` (issue 25): many couples on one server. PostgreSQL (BENCH_DATABASE_URL, a
 * scratch database is made and dropped), photos in S3 (a local S3 server), two built instances
 * behind a round-robin balancer. BENCH_SPACES couples (default 500) get a year of data; every
 * member holds BENCH_STREAMS_PER_MEMBER live streams (default 2); then an open-loop mix of reads
 * and writes: first in steps (BENCH_STEPS requests/s, BENCH_STEP_SECONDS each; they stop at the
 * first whose p95 passes 100 ms, the bend), then BENCH_RPS (default 300) for BENCH_SECONDS
 * (default 300) while memory is sampled (resident, and the heap left after each full collection:
 * the instances run with --trace-gc). BENCH_EXPORT_AT s (default 60) into that run, the first couple starts exporting its
 * BENCH_EXPORT_MB (default 2048) of photos; the run goes on until the export has ended, and the
 * others' figures before, during and after it are reported side by side. BENCH_NODE_ARGS adds
 * flags to the instances' node (tried: --max-semi-space-size). BENCH_PROFILE=1 then runs the
 * bend's rate (or the last step's) once more with a CPU profile of each instance (through its
 * inspector port; not in the curve, profiling slows it) and prints where the CPU went. Prints one
 * report and writes bench/many-couples.json (BENCH_OUT names another file).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBalancerProcess } from './lib/balancer';
import { downloadInChild } from './lib/download-process';
import { startS3Process } from './lib/s3-process';
import { startInstance, topFunctions, type Instance } from './lib/instance';
import { withScratchDatabase } from './lib/scratch-db';
import { openStream } from './lib/sse';
import { round, summary } from './lib/stats';
import { EXPORT_DEFAULT_MB_PER_SECOND } from '../src/server/features/transfer/pace';
import { fillPhotos, seedCouples, yearOfData, type BenchCouple } from './many-couples-seed';
import { runLoad, type LoadResult } from './many-couples-load';

const root = path.resolve(import.meta.dirname, '..');
const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const spaces = env('BENCH_SPACES', 500);
const scale = env('BENCH_YEAR_SCALE', 1);
const streamsPerMember = env('BENCH_STREAMS_PER_MEMBER', 2);
const rps = env('BENCH_RPS', 300);
const seconds = env('BENCH_SECONDS', 300);
const stepSeconds = env('BENCH_STEP_SECONDS', 20);
// Steps stop at the first whose p95 passes 100 ms (the bend): beyond it the machine only queues.
const steps = (process.env.BENCH_STEPS ?? '50,100,200,300,400,600,800').split(',').map(Number).filter(Boolean);
const port = env('BENCH_PORT', 4263);
const exportMb = env('BENCH_EXPORT_MB', 2048);
const exportAt = env('BENCH_EXPORT_AT', 60);
// The instances' export pace (they read EXPORT_MB_PER_SECOND from this environment; 0 = no limit).
const exportRate = env('EXPORT_MB_PER_SECOND', EXPORT_DEFAULT_MB_PER_SECOND);
const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
const profileDir = process.env.BENCH_PROFILE ? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-')) : null;
const step = (s: string) => console.log(`… ${s} (load ${os.loadavg()[0].toFixed(1)})`);
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL (a PostgreSQL server whose user may create databases) is needed');

const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
console.log(`machine: ${machine}, load ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);
if (!process.env.BENCH_NO_BUILD) {
  step('npm run build');
  if (spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status !== 0) throw new Error('build failed');
}

const line = (label: string, r: LoadResult & { cpuPer1000: number }) =>
  `${label.padEnd(14)} ${String(r.achievedRps).padStart(6)}/s  reads p50 ${r.reads.p50} p95 ${r.reads.p95} ms  writes p50 ${r.writes.p50} p95 ${r.writes.p95} ms  live p95 ${r.live.p95} ms (${r.live.n})  errors ${r.errors}  CPU ${r.cpuPer1000} s/1000`;
const cpu = (instances: Instance[]) => instances.reduce((sum, i) => sum + i.cpuSeconds(), 0);
const rss = (instances: Instance[]) => instances.map((i) => round(i.rssMiB()));

const report = await withScratchDatabase(databaseUrl, async (DATABASE_URL) => {
  const s3 = await startS3Process('defterimiz-bench');
  const serverEnv = {
    ...s3.env,
    DATABASE_URL,
    LOGIN_MAX_PER_IP: '100000',
    BACKUP_SCHEDULE: 'off',
  };
  step('two instances on one PostgreSQL and one S3');
  const nodeArgs = [...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []), '--trace-gc'];
  // With BENCH_PROFILE, each with an inspector port (port + 1000, 127.0.0.1). Only then: an instance
  // with --inspect that has had a session did twice the full collections under the same load and its
  // p95 rose 2–3× (measured 25 November), so the clean figures come from a run without it.
  const inspect = (n: number) => (profileDir ? port + 1000 + n : undefined);
  const first = await startInstance(port, serverEnv, nodeArgs, inspect(0)); // migrates
  const instances = [first, await startInstance(port + 1, serverEnv, nodeArgs, inspect(1))];
  const balancer = await startBalancerProcess(instances.map((i) => i.port));
  const streams: { close(): void }[] = [];
  try {
    const emptySize = await databaseSize(DATABASE_URL);
    const seedStart = Date.now();
    const couples = await seedCouples(DATABASE_URL, balancer.url, spaces, scale, step);
    const seedSeconds = round((Date.now() - seedStart) / 1000);
    const size = await databaseSize(DATABASE_URL);
    const storage = { databaseMiB: round(size / 2 ** 20), perCoupleKiB: round((size - emptySize) / 1024 / spaces), s3PerCoupleKiB: round(directorySize(s3.directory) / 1024 / spaces) };

    // Live streams: every event is handed to the load's live-latency clock.
    const listeners = new Map<string, (event: { actorId?: string | null; topic: string }) => void>();
    // With the inspector, read after a full collection each time; without it, a collection that
    // falls between the two readings can make the difference negative (then it is not reported).
    const settled = async () => {
      if (profileDir) await Promise.all(instances.map((i) => i.collectGarbage()));
      return rss(instances);
    };
    const beforeStreams = await settled();
    step(`${couples.length * 2 * streamsPerMember} live streams`);
    for (const couple of couples)
      for (const member of couple.members)
        for (let k = 0; k < streamsPerMember; k++)
          streams.push(await openStream(balancer.url, member.cookie, (event) => listeners.get(member.id)?.(event as never)));
    await new Promise((r) => setTimeout(r, 3000));
    const afterStreams = await settled();
    const streamDelta = ((afterStreams[0] + afterStreams[1] - beforeStreams[0] - beforeStreams[1]) * 1024) / streams.length;
    const streamKiB = streamDelta >= 0 ? round(streamDelta) : null;

    const run = async (rate: number, secs: number, sample?: (t: number) => void, window?: () => string, longer?: () => boolean): Promise<LoadResult & { cpuPer1000: number }> => {
      const cpuBefore = cpu(instances);
      const result = await runLoad(balancer.url, couples, listeners, rate, secs, sample, window, longer);
      return { ...result, cpuPer1000: round(((cpu(instances) - cpuBefore) / Math.max(result.requests, 1)) * 1000, 2) };
    };
    const pastTarget = (r: LoadResult) => r.reads.p95 > 100 || r.writes.p95 > 100;
    const curve = [];
    for (const rate of steps) {
      step(`step: ${rate} requests/s for ${stepSeconds} s`);
      curve.push({ rate, ...(await run(rate, stepSeconds)) });
      console.log(line(`${rate}/s step`, curve.at(-1)!)); // printed now: a run that fails later keeps its curve
      if (pastTarget(curve.at(-1)!)) break;
    }
    const bend = curve.find(pastTarget)?.rate ?? null;
    // Profiling slows what it watches (CPU per 1,000 requests nearly doubled with it): the curve is
    // measured without it, then the bend's rate (or the last step's) runs once more, profiled.
    const profiledRate = profileDir ? (bend ?? curve.at(-1)?.rate ?? null) : null;
    if (profileDir && profiledRate) {
      step(`${profiledRate} requests/s again for ${stepSeconds} s, CPU profiles of both instances (not in the curve)`);
      const profiled = new Promise((r) => setTimeout(r, 1000)).then(() =>
        Promise.all(instances.map((i, n) => i.profileFor((stepSeconds - 2) * 1000, path.join(profileDir, `${profiledRate}-${n + 1}.cpuprofile`)))),
      );
      await run(profiledRate, stepSeconds);
      await profiled;
    }

    let exported = null as Promise<{ mb: number; seconds: number; error?: string }> | null;
    if (exportMb > 0) {
      step(`${exportMb} MB of photos in the first couple's space`);
      await fillPhotos(DATABASE_URL, s3.config, couples[0], exportMb);
    }
    step(`${rps} requests/s for ${seconds} s${exportMb > 0 ? `, the first couple exporting its space from ${exportAt} s on (the run goes on until it has ended)` : ''}`);
    const memory: { t: number; rssMiB: number[] }[] = [];
    let exportWindow: 'before' | 'during' | 'after' = 'before';
    const mainStart = performance.now();
    const main = await run(
      rps,
      seconds,
      (t) => {
        memory.push({ t, rssMiB: rss(instances) });
        if (exportMb > 0 && !exported && t >= exportAt) {
          exportWindow = 'during';
          exported = exportSpace(balancer.url, couples[0])
            .catch((err: Error) => ({ mb: 0, seconds: 0, error: err.message }))
            .finally(() => (exportWindow = 'after'));
        }
      },
      () => exportWindow,
      () => exportWindow === 'during',
    );
    const heapAfterFullGc = instances.map((i) => i.heapAfterFullGc().filter((g) => g.at >= mainStart).map((g) => [round((g.at - mainStart) / 1000), g.mib]));
    const exportResult = exported ? await exported : null;
    return { seedSeconds, storage, streams: streams.length, streamKiB, curve, bend, profiledRate, main, memory, heapAfterFullGc, export: exportResult, year: yearOfData(scale) };
  } finally {
    for (const s of streams) s.close();
    await balancer.close();
    for (const i of instances) await i.stop();
    await s3.close();
  }
});

async function databaseSize(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('select pg_database_size(current_database()) as n')).rows[0].n);
  } finally {
    await client.end();
  }
}

function directorySize(dir: string): number {
  return fs.readdirSync(dir, { withFileTypes: true }).reduce((sum, e) => sum + (e.isDirectory() ? directorySize(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size), 0);
}

/** 'Dışa aktar' as a browser elsewhere downloads it (in a process of its own), timed to its last byte. */
async function exportSpace(url: string, couple: BenchCouple) {
  const answer = await downloadInChild(`${url}/api/transfer/export`, couple.members[0].cookie);
  if (answer.status !== 200) throw new Error(`export: ${answer.status}`);
  return { mb: round(answer.bytes / 2 ** 20), seconds: round(answer.seconds) };
}

const profile = profileDir ? topFunctions(profileDir, `${report.profiledRate}-`) : null;
const result = { date: new Date().toISOString(), machine, loadAverageAtEnd: os.loadavg(), spaces, scale, exportMbPerSecond: exportRate, exportAt, ...report, profile };
const out = path.resolve(root, process.env.BENCH_OUT ?? 'bench/many-couples.json');
fs.writeFileSync(out, `${JSON.stringify(result, null, 2)}\n`);

console.log(`\n${spaces} couples × ${JSON.stringify(report.year)}; seeded in ${report.seedSeconds} s`);
console.log(`storage after seeding: database ${report.storage.databaseMiB} MiB (${report.storage.perCoupleKiB} KiB per couple), photos ${report.storage.s3PerCoupleKiB} KiB per couple`);
console.log(
  `${report.streams} live streams: ${report.streamKiB === null ? 'not measured (a garbage collection fell between the readings; BENCH_PROFILE=1 reads it after full collections)' : `${report.streamKiB} KiB each`} (resident memory of both instances${profileDir ? ', after full collections' : ''})`,
);
console.log(`p95 passes 100 ms at: ${report.bend ? `${report.bend} requests/s` : `beyond ${steps.at(-1)} requests/s`}`);
console.log(line(`${rps}/s ${seconds} s`, report.main));
const [start, end] = [report.memory[0], report.memory.at(-1)];
if (report.export) {
  if (report.export.error) console.log(`export during the load FAILED: ${report.export.error}`);
  console.log(`export of ${report.export.mb} MB during the load (EXPORT_MB_PER_SECOND ${exportRate || 'unlimited'}): ${report.export.seconds} s, from ${exportAt} s on`);
  const w = report.main.windows ?? {};
  for (const name of ['before', 'during', 'after'])
    if (w[name]) console.log(`  ${name.padEnd(6)} it: ${String(w[name].requests).padStart(6)} requests, reads p50 ${w[name].reads.p50} p95 ${w[name].reads.p95} ms  writes p50 ${w[name].writes.p50} p95 ${w[name].writes.p95} ms  live p95 ${w[name].live.p95} ms (${w[name].live.n})`);
  if (w.before && w.during)
    console.log(`  p95 during / before: reads ${round(w.during.reads.p95 / w.before.reads.p95, 2)}×, writes ${round(w.during.writes.p95 / w.before.writes.p95, 2)}×, live ${round(w.during.live.p95 / w.before.live.p95, 2)}×`);
}
const peak = Math.max(...report.memory.flatMap((m) => m.rssMiB));
console.log(`instance memory peak: ${peak} MiB`);
if (start && end) console.log(`instance memory (MiB): ${start.rssMiB.join(' / ')} at ${start.t} s → ${end.rssMiB.join(' / ')} at ${end.t} s`);
// The heap after full collections, first and last minute of the run: growth per request would show here.
report.heapAfterFullGc.forEach((gcs, i) => {
  if (!gcs.length) return console.log(`instance ${i + 1}: no full collection during the run`);
  const last = gcs.at(-1)?.[0] ?? 0;
  const first = summary(gcs.filter(([t]) => t < 60).map(([, mib]) => mib)).p50;
  const final = summary(gcs.filter(([t]) => t > last - 60).map(([, mib]) => mib)).p50;
  console.log(`instance ${i + 1} heap after full collections (MiB): ${gcs.length} collections, median ${first} in the first minute, ${final} in the last, range ${round(Math.min(...gcs.map(([, m]) => m)))}–${round(Math.max(...gcs.map(([, m]) => m)))}`);
});
if (profile) {
  console.log(`where the instances' CPU went at ${report.profiledRate} requests/s (self time, share of busy time):`);
  for (const p of profile) console.log(`  ${String(p.share).padStart(5)} %  ${p.fn}`);
}
console.log(`written: ${path.relative(root, out)}`);
