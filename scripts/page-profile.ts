/**
 * Which functions a page's first load spends the main thread on: `npx tsx scripts/page-profile.ts
 * /movies /memories …` starts a server holding a year of one couple's data (as `npm run
 * lighthouse` does), opens each page once in Debian's Chromium as a 412×823 phone with the CPU
 * slowed 4× (Lighthouse's mobile setting), records V8's sampling profiler from navigation to 3 s
 * after `load`, and prints self time per function and per source file, mapped through the build's
 * source maps to the original names. Not part of `npm test`; PROFILE_PORT (default 4392).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { startYearServer } from '../bench/lib/year-of-data';

const root = path.resolve(import.meta.dirname, '..');
const pages = process.argv.slice(2);
if (!pages.length) throw new Error('usage: tsx scripts/page-profile.ts /movies [/other …]');
console.log(`load average ${os.loadavg().map((l) => l.toFixed(1)).join(' / ')}`);

const maps = new Map<string, SourceMapConsumer | null>();
function original(url: string, line: number, column: number): { file: string; name: string } {
  const asset = url.match(/\/assets\/[^?#]+\.js/)?.[0];
  if (!asset) return { file: url.replace(/^https?:\/\/[^/]+/, '') || '(native)', name: '' };
  if (!maps.has(asset)) {
    const file = path.join(root, 'dist/client', `${asset}.map`);
    maps.set(asset, fs.existsSync(file) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(file, 'utf8')) as RawSourceMap) : null);
  }
  const pos = maps.get(asset)?.originalPositionFor({ line: line + 1, column });
  const file = (pos?.source ?? asset).replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '');
  return { file, name: pos?.name ?? '' };
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-profile-'));
const { server, couple } = await startYearServer(Number(process.env.PROFILE_PORT ?? 4392), dataDir, { LOGIN_MAX_PER_IP: '1000' });
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  for (const page of pages) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true, serviceWorkers: 'block' });
    if (page !== '/login') await context.addCookies(couple.owner.cookie.split('; ').map((c) => ({ name: c.split('=')[0], value: c.slice(c.indexOf('=') + 1), url: server.url })));
    const tab = await context.newPage();
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await tab.goto(`${server.url}${page}`, { waitUntil: 'load' });
    await tab.waitForTimeout(3000);
    const { profile } = await cdp.send('Profiler.stop');
    const self = new Map<number, number>();
    profile.samples?.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[i] ?? 0)));
    const byFunction = new Map<string, number>();
    const byFile = new Map<string, number>();
    for (const node of profile.nodes) {
      const us = self.get(node.id) ?? 0;
      if (!us) continue;
      const { url, functionName, lineNumber, columnNumber } = node.callFrame;
      const where = url ? original(url, lineNumber, columnNumber) : { file: `(${functionName || 'native'})`, name: '' };
      const fn = `${where.name || functionName || '(anonymous)'}  ${where.file}`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
      const group = where.file.split('/').slice(0, where.file.startsWith('@') ? 2 : 1).join('/');
      byFile.set(group, (byFile.get(group) ?? 0) + us);
    }
    const total = [...self.values()].reduce((a, b) => a + b, 0);
    const idle = byFunction.get('(idle)  ((idle))') ?? 0;
    console.log(`\n${page}: ${((Date.now() - started) / 1000).toFixed(1)} s recorded, busy ${Math.round((total - idle) / 1000)} ms (CPU 4× slower), load ${os.loadavg()[0].toFixed(1)}`);
    console.log('  by package / folder:');
    for (const [k, us] of [...byFile].filter(([k]) => k !== '((idle))').sort((a, b) => b[1] - a[1]).slice(0, 10)) console.log(`    ${String(Math.round(us / 1000)).padStart(6)} ms  ${k}`);
    console.log('  by function (self):');
    for (const [k, us] of [...byFunction].filter(([k]) => !k.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, 18)) console.log(`    ${String(Math.round(us / 1000)).padStart(6)} ms  ${k}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
