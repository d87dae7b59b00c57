/**
 * `npx tsx bench/server-cpu.ts`: the server's own CPU time for each page a member opens, with a year
 * of one couple's data (bench/lib/year-of-data.ts) — the HTML, its 40–50 files and the page's
 * reads — and for one small file of the build asked for again and again. On a small server the
 * couple's phone is not on the same machine, but the other couples are: every millisecond here is
 * one the server cannot give to someone else; and where Lighthouse runs beside the server (a
 * two-core machine, docs/benchmarks.md), it is taken from the measured page's main thread.
 *
 * The server is `npm start` (the real build); Chromium opens each page with an empty cache
 * BENCH_RUNS times (default 8) at a phone's size, without throttling, and the server process's
 * user + system time (Linux: /proc/<pid>/stat, 10 ms ticks, so the per-load figure is an average)
 * is read before and after each load. BENCH_PAGES (default `/,/settings,/movies,/places`),
 * BENCH_PORT (default 4811). Linux only.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { startYearServer } from './lib/year-of-data';

if (process.platform !== 'linux') throw new Error('bench/server-cpu.ts reads /proc: Linux only');
const port = Number(process.env.BENCH_PORT ?? 4811);
const runs = Number(process.env.BENCH_RUNS ?? 8);
const pages = (process.env.BENCH_PAGES ?? '/,/settings,/movies,/places').split(',');

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-bench-cpu-'));
const { server, couple } = await startYearServer(port, dataDir, { LOGIN_MAX_PER_IP: '1000' });
// npm start's node, the process listening on the port (npm itself only waits for it).
const pid = Number(execSync(`fuser ${port}/tcp 2>/dev/null`).toString().trim().split(/\s+/)[0]);
const cpuMs = () => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * (1000 / 100);
};

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const [name, value] = couple.owner.cookie.split(';')[0].split('=');
try {
  for (const page of pages) {
    let cpu = 0;
    let requests = 0;
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      await context.addCookies([{ name, value, url: server.url }]);
      const tab = await context.newPage();
      tab.on('request', () => requests++);
      const before = cpuMs();
      await tab.goto(server.url + page, { waitUntil: 'networkidle' });
      cpu += cpuMs() - before;
      await context.close();
    }
    console.log(`${page.padEnd(10)} ${(cpu / runs).toFixed(0).padStart(4)} ms of the server's CPU per load (${Math.round(requests / runs)} requests)`);
  }
  const smallest = fs
    .readdirSync(path.resolve(import.meta.dirname, '../dist/client/assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => ({ f, size: fs.statSync(path.resolve(import.meta.dirname, '../dist/client/assets', f)).size }))
    .sort((a, b) => a.size - b.size)[0].f;
  const n = 1000;
  const before = cpuMs();
  for (let i = 0; i < n; i++) await (await fetch(`${server.url}/assets/${smallest}`, { headers: { 'accept-encoding': 'br, gzip' } })).arrayBuffer();
  console.log(`one small file of the build (${smallest}), asked for ${n} times: ${((cpuMs() - before) / n).toFixed(2)} ms of the server's CPU each`);
} finally {
  await browser.close();
  await server.stop();
}
