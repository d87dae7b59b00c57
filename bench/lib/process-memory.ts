/**
 * Where a running server's resident memory is, read from outside the process (/proc) and, when
 * the server was started with bench/lib/memory-probe.mjs, from inside (process.memoryUsage()).
 */
import fs from "node:fs";
import path from "node:path";

export const PROBE = path.join(import.meta.dirname, "memory-probe.mjs");

/** The node process running `scripts/start.mjs` under `npm start` (npm → sh → node). */
export function serverPid(npmPid: number): number {
  const queue = [npmPid];
  while (queue.length) {
    const pid = queue.shift()!;
    const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const isNode = path.basename(cmd[0]) === "node" || cmd[0] === process.execPath;
    if (isNode && cmd.some((arg) => arg.endsWith("scripts/start.mjs") || arg.endsWith("dist/server/main.js"))) return pid;
    for (const task of fs.readdirSync(`/proc/${pid}/task`)) {
      const children = fs.readFileSync(`/proc/${pid}/task/${task}/children`, "utf8").trim();
      if (children) queue.push(...children.split(" ").map(Number));
    }
  }
  throw new Error(`no server process under ${npmPid}`);
}

const MiB = 2 ** 20;
const kB = (text: string, key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? NaN) * 1024;

interface Mapping {
  start: number;
  end: number;
  perm: string;
  name: string;
  rss: number;
}

function mappings(pid: number): Mapping[] {
  const out: Mapping[] = [];
  for (const line of fs.readFileSync(`/proc/${pid}/smaps`, "utf8").split("\n")) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) out.push({ start: parseInt(head[1], 16), end: parseInt(head[2], 16), perm: head[3], name: head[4], rss: 0 });
    const rss = /^Rss:\s+(\d+) kB/.exec(line);
    if (rss && out.length) out[out.length - 1].rss = Number(rss[1]) * 1024;
  }
  return out;
}

/**
 * Resident bytes by kind. WebAssembly memory (PGlite's) is the accessible part of V8's guarded
 * reservation: an anonymous read-write mapping followed by gigabytes of inaccessible guard.
 * Files: the node binary and shared libraries (libvips, argon2, …) as mapped from disk.
 */
export function residentSplit(pid: number) {
  const maps = mappings(pid);
  let wasm = 0;
  let files = 0;
  const libraries: Record<string, number> = {};
  maps.forEach((m, i) => {
    const next = maps[i + 1];
    if (!m.name && m.perm === "rw-p" && next && next.start === m.end && next.perm === "---p" && next.end - next.start >= 4 * 2 ** 30) wasm += m.rss;
    if (m.name.startsWith("/")) {
      files += m.rss;
      const base = path.basename(m.name);
      libraries[base] = (libraries[base] ?? 0) + m.rss;
    }
  });
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const top = Object.entries(libraries)
    .filter(([, bytes]) => bytes >= MiB)
    .sort((a, b) => b[1] - a[1])
    .map(([name, bytes]) => `${name} ${mib(bytes)}`);
  return { rss: kB(status, "VmRSS"), wasm, files, libraries: top };
}

export const mib = (bytes: number) => Math.round((bytes / MiB) * 10) / 10;

/** The server's own view (V8 heap, external, array buffers), through the probe's signal. */
export async function heapSplit(pid: number, outFile: string) {
  fs.rmSync(outFile, { force: true });
  process.kill(pid, "SIGUSR2");
  for (let i = 0; i < 200 && !fs.existsSync(outFile); i++) await new Promise((r) => setTimeout(r, 25));
  if (!fs.existsSync(outFile)) return null;
  await new Promise((r) => setTimeout(r, 50));
  return JSON.parse(fs.readFileSync(outFile, "utf8")) as NodeJS.MemoryUsage;
}

/** RSS and its parts in MiB, one object for the bench's JSON and its printed line. */
export async function memoryNow(pid: number, probeOut: string) {
  const split = residentSplit(pid);
  const heap = await heapSplit(pid, probeOut);
  return {
    rssMiB: mib(split.rss),
    wasmMiB: mib(split.wasm),
    filesMiB: mib(split.files),
    heapMiB: heap ? mib(heap.heapTotal) : null,
    heapUsedMiB: heap ? mib(heap.heapUsed) : null,
    externalMiB: heap ? mib(heap.external) : null,
    libraries: split.libraries,
  };
}

/**
 * CPU time a process has used (user + system, every thread), in ms. A start's CPU time moves far
 * less with the machine's load than its wall-clock time does.
 */
const CLOCK_TICKS = 100;
export function cpuMs(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  // utime and stime are fields 14 and 15 of stat (11 and 12 after the command name).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}
