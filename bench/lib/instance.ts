import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { collectGarbage, profileFor } from './inspector';

const root = path.resolve(import.meta.dirname, '../..');
/** The node flags `npm start` gives the server (package.json's start script). */
const SERVER_NODE_FLAGS = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } }).scripts.start
  .split(' ')
  .filter((word) => word.startsWith('--'));
const TICKS = 100; // USER_HZ on Linux

/** One built server process (`node --max-semi-space-size=4 scripts/start.mjs`, what `npm start` runs), its pid watched. */
export interface Instance {
  port: number;
  pid: number;
  /** Resident memory in MiB, from /proc. */
  rssMiB(): number;
  /** CPU seconds (user + system) so far, from /proc. */
  cpuSeconds(): number;
  /**
   * The V8 heap left after each full collection (Mark-Compact), in MiB, with when it happened
   * (performance.now() of this process): what the instance really holds, without the garbage that
   * resident memory also counts until the next collection. Empty unless started with --trace-gc.
   */
  heapAfterFullGc(): { at: number; mib: number }[];
  /** A full collection now (needs `inspectPort`): resident memory read after it holds no garbage. */
  collectGarbage(): Promise<void>;
  /** A CPU profile of the next `ms` into `file` (needs `inspectPort`). */
  profileFor(ms: number, file: string): Promise<void>;
  stop(): Promise<void>;
}

/** With `inspectPort`, the instance listens for the DevTools protocol there (127.0.0.1 only), for collectGarbage() and profileFor(). */
export async function startInstance(port: number, env: Record<string, string>, nodeArgs: string[] = [], inspectPort?: number): Promise<Instance> {
  // A server left on the port (a run that crashed) would answer the health check in this one's place.
  if (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null)) throw new Error(`port ${port} is taken (BENCH_PORT moves it)`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-instance-'));
  const inspect = inspectPort ? [`--inspect=127.0.0.1:${inspectPort}`] : [];
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...nodeArgs, ...inspect, 'scripts/start.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // --trace-gc writes a line per collection to stdout: full ones are kept, the rest of stdout passes on.
  const fullGcs: { at: number; mib: number }[] = [];
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    const gc = /: Mark-Compact\b.*?->\s*([\d.]+)\s*\(/.exec(line);
    if (gc) fullGcs.push({ at: performance.now(), mib: Number(gc[1]) });
    else if (!/^\[\d+:0x[0-9a-f]+\]\s+\d+ ms: /.test(line)) process.stdout.write(`${line}\n`);
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  for (;;) {
    if (exited) throw new Error(`the instance on ${port} exited before it was healthy`);
    if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const pid = child.pid!;
  const inspector = () => inspectPort ?? Promise.reject<never>(new Error('started without an inspector port'));
  return {
    port,
    pid,
    rssMiB: () => {
      const line = fs.readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
      return line ? Number(line[1]) / 1024 : NaN;
    },
    cpuSeconds: () => {
      // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / TICKS;
    },
    heapAfterFullGc: () => fullGcs,
    collectGarbage: async () => collectGarbage(await inspector()),
    profileFor: async (ms, file) => profileFor(await inspector(), ms, file),
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (exited) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}

/** The functions that spent the most CPU in V8 .cpuprofile files (self time, share of busy time); only files whose name starts with `prefix`. */
export function topFunctions(dir: string, prefix = '', n = 12) {
  const self = new Map<string, number>();
  let total = 0;
  for (const file of fs.existsSync(dir) ? fs.readdirSync(dir) : []) {
    if (!file.endsWith('.cpuprofile') || !file.startsWith(prefix)) continue;
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {
      nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
      samples: number[];
      timeDeltas: number[];
    };
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)!.callFrame;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return; // not ours to spend
      const where = frame.url ? `${frame.url.replace(/^.*node_modules\//, '').replace(/^.*\/dist\//, 'dist/')}:${frame.lineNumber + 1}` : '';
      const key = `${frame.functionName || '(anonymous)'} ${where}`.trim();
      const ms = (profile.timeDeltas[i] ?? 0) / 1000;
      self.set(key, (self.get(key) ?? 0) + ms);
      total += ms;
    });
  }
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([fn, ms]) => ({ fn, share: Math.round((ms / Math.max(total, 1)) * 1000) / 10 }));
}
