/**
 * `npm run screenshots`: docs/screenshots/*.webp of the main pages (home, a list, memories, the
 * map, the game, Yılımız) on a phone and a laptop, light and dark, from `seed:demo` data. The lead
 * reruns it after the last change to a page before a release (docs/releasing.md).
 *
 * Deterministic: the real app (buildApp, the built client of dist/client) over an in-memory PGlite
 * whose clock and the browser's are fixed at SHOT_TIME; the demo is seeded at that time; map tiles
 * come from a local stand-in; no outside service is configured (the offline catalogue answers);
 * animations are off and the page's fonts are loaded before each picture. Debian's Chromium.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { migrateDatabase, wrapPglite } from '../../src/server/db/client';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemo } from '../../src/server/seed/demo';

const root = path.resolve(import.meta.dirname, '../..');
const out = path.join(root, 'docs/screenshots');
/** Mid-December: the home page shows Yılımız's card and the year has its months of demo data. */
const SHOT_TIME = new Date('2026-12-12T10:30:00+03:00');
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'movies', path: '/movies' },
  { name: 'memories', path: '/memories' },
  { name: 'places', path: '/places?view=map' },
  { name: 'game', path: '/movie-game' },
  { name: 'yilimiz', path: '/yilimiz' },
];
const DEVICES = [
  { name: 'phone', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { name: 'laptop', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];

if (!fs.existsSync(path.join(root, 'dist/client/index.html'))) throw new Error('dist/client is missing: npm run screenshots builds it first');

/** A calm, map-like tile (paper ground, a few roads and blocks), the same every time. */
async function tile(size: number) {
  const raw = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const road = (x + y * 2) % 97 < 3 || (x * 3 - y + 1000 * size) % 131 < 2;
      const block = ((x >> 5) + (y >> 5)) % 5 === 0;
      raw.set(road ? [250, 222, 180] : block ? [222, 232, 214] : [240, 237, 230], (y * size + x) * 3);
    }
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } }).png({ palette: true, colors: 16 }).toBuffer();
}
const [tile1x, tile2x] = [await tile(256), await tile(512)];
const tiles = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'image/png' }).end(req.url?.endsWith('@2x.png') ? tile2x : tile1x));
await new Promise<void>((resolve) => tiles.listen(0, '127.0.0.1', resolve));
const tilePort = (tiles.address() as AddressInfo).port;

const dataDir = fs.mkdtempSync('/tmp/defterimiz-screenshots-');
const database = wrapPglite(await PGlite.create());
await migrateDatabase(database);
await seedDemo(database.db, { now: SHOT_TIME });
const config = loadConfig({ LOG_LEVEL: 'warn', DATA_DIR: dataDir, MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}{r}.png`, REMINDER_INTERVAL_MINUTES: '0', BACKUP_SCHEDULE: 'off' });
const app = await buildApp({ config, database, now: () => SHOT_TIME });
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
fs.mkdirSync(out, { recursive: true });
let bytes = 0;
try {
  for (const device of DEVICES) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ ...device, baseURL: base, colorScheme: scheme, reducedMotion: 'reduce', locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), scheme);
      const page = await context.newPage();
      await page.clock.setFixedTime(SHOT_TIME);
      const login = await page.request.post('/api/auth/login', { data: { email: DEMO_MEMBERS[0].email, password: DEMO_PASSWORD } });
      if (!login.ok()) throw new Error(`demo sign-in answered ${login.status()}`);
      for (const shot of PAGES) {
        await page.goto(shot.path, { waitUntil: 'networkidle' });
        await page.evaluate(() => document.fonts.ready);
        // Every picture drawn (the map's tiles are plain images until someone reaches for it, decision 021).
        await page.waitForFunction(() => [...document.images].every((img) => img.complete));
        const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
        const file = path.join(out, `${shot.name}-${device.name}-${scheme}.webp`);
        const webp = await sharp(png).webp({ quality: 70, effort: 6 }).toBuffer();
        fs.writeFileSync(file, webp);
        bytes += webp.length;
        console.log(`${path.relative(root, file)}  ${(webp.length / 1024).toFixed(0)} KB`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await app.close();
  tiles.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
// The gallery page (linked from docs/README.md): one row per page, phone and laptop, light and dark.
const rows = PAGES.map(({ name, path: at }) => {
  const cells = DEVICES.flatMap((d) => ['light', 'dark'].map((s) => `<img src="${name}-${d.name}-${s}.webp" alt="${at}, ${d.name}, ${s}" width="${d.name === 'phone' ? 160 : 320}">`));
  return `| \`${at}\` | ${cells.join(' ')} |`;
});
const day = SHOT_TIME.toISOString().slice(0, 10);
fs.writeFileSync(
  path.join(out, 'README.md'),
  `# Screenshots\n\nMade by \`npm run screenshots\` (scripts/screenshots/main.ts) from \`seed:demo\` data, with the clock at ${day}: a phone (390 × 844) and a laptop (1280 × 800), light and dark. Do not edit by hand: run it again after a change to a page.\n\n| page | phone light, phone dark, laptop light, laptop dark |\n|---|---|\n${rows.join('\n')}\n`,
);
console.log(`${PAGES.length * DEVICES.length * 2} screenshots, ${(bytes / 1024).toFixed(0)} KB in all`);
