/**
 * `npm run lighthouse` (issues 13 and 25; not part of `npm test`): Lighthouse (mobile: its default
 * emulation and simulated throttling) in Debian's Chromium on every page a member opens, against
 * the real server (`npm start`, which builds front end and server when missing or stale) holding a
 * year of one couple's data (bench/lib/year-of-data.ts).
 *
 * The data is added through the API, then the server stops, a year of songs and games goes into
 * its database, and a fresh server starts. Nothing warms it up: the first run of the first page
 * meets a server that has just started, as a visitor after a restart does. Each page is measured
 * LIGHTHOUSE_RUNS times (default 3) and the run with the median performance score is reported, as
 * Lighthouse CI does; every run's score is printed, with the load average before each page (the
 * machine is shared: a busy one lowers every score).
 *
 * Per page it prints the three scores, LCP, total blocking time, the JavaScript the page asked for
 * before its largest paint (KB over the wire; in brackets, with what it loaded after it, such as
 * settings' lower cards: see scriptKb) and every failing audit, and writes
 * bench/lighthouse.json. The median run's report and its trace (open it in DevTools' Performance
 * panel) are kept in the folder printed at the end.
 *
 * CHROME_PATH (default /usr/bin/chromium), LIGHTHOUSE_PORT (default 4363, on 127.0.0.1; map tiles
 * come from a stand-in on the next port);
 * LIGHTHOUSE_PAGES (e.g. `/,/movies,/places?view=map`) measures only those pages; LIGHTHOUSE_TILES=osm
 * serves the map 256 px tiles only, as OpenStreetMap does; LIGHTHOUSE_ALL_RUNS=1 keeps every run's
 * report and trace (`<page>.run<i>-<score>.json`), not only the median's; LIGHTHOUSE_LANGUAGE=en
 * measures the pages as an English member sees them (the owner's language set before the fresh
 * start) and writes bench/lighthouse.en.json; LIGHTHOUSE_PROXY=caddy measures through Caddy over https and
 * HTTP/2 on the next two ports (scripts/lighthouse-proxy.ts) and adds `.h2` to the file's name.
 * Targets: performance ≥ 95, accessibility and best practices 100 (first-load JS ≤ 100 KB: scriptKb).
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import sharp from 'sharp';
import { startYearServer, YEAR } from '../bench/lib/year-of-data';
import { startCaddy } from './lighthouse-proxy';
import { pageAddresses } from '../src/shared/page-addresses';

/**
 * Every page a person opens and every view its address names (`/places?view=map`), read from the
 * feature manifests (src/shared/page-addresses.ts): a new page is measured with no edit here. A
 * signed-out page (`/login`) is measured without the session cookie.
 */
/**
 * The pages with a parameter, which pageAddresses() leaves out: an ended trip's page and its story
 * (issue 37), measured after every other page so that the first page still meets a server that has
 * just started; the trip is looked up when its turn comes.
 */
const TRIP_PAGES = [
  { page: '/places/trips/:id', signedIn: true },
  { page: '/places/trips/:id/story', signedIn: true },
];
let tripId: string | undefined;
async function endedTripId(): Promise<string> {
  if (tripId) return tripId;
  const res = await fetch(`${server.url}/api/trips`, { headers: { cookie: couple.owner.cookie } });
  const { trips } = (await res.json()) as { trips: { id: string; endDate: string }[] };
  const today = new Date().toISOString().slice(0, 10);
  const ended = trips.filter((t) => t.endDate < today).sort((a, b) => b.endDate.localeCompare(a.endDate));
  if (!ended.length) throw new Error('the year of data has no ended trip');
  return (tripId = ended[0].id);
}

export const PAGES: { page: string; signedIn: boolean }[] = pageAddresses().map(({ address, signedOut }) => ({ page: address, signedIn: !signedOut }));

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.LIGHTHOUSE_PORT ?? 4363);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));

const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' / ');
const machine = `${os.cpus()[0]?.model ?? 'unknown CPU'} × ${os.cpus().length}, Node ${process.version}`;
const loadAtStart = os.loadavg();
console.log(`machine: ${machine}, load average (1 / 5 / 15 min) at start ${load()}`);

const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-lighthouse-reports-'));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-lighthouse-'));
// Map tiles from a local stand-in: the machines measuring cannot reach a tile server, and failed
// tiles would count as console errors and never paint. Each tile is a PNG with some detail, about
// the weight of a real one (not a flat colour that costs nothing to fetch); `…@2x.png` is the 512 px
// tile of a provider that has them (Leaflet's `{r}`), which a phone's screen asks for (decision 021).
// LIGHTHOUSE_TILES=osm measures with OpenStreetMap's kind of address instead: 256 px tiles only.
async function detailedTile(size: number) {
  const raw = Buffer.alloc(size * size * 3);
  let seed = 7;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const road = (x + y * 2) % 97 < 4 || (x * 3 - y + 1000 * size) % 131 < 3;
      const colour = random() < 0.15 ? [200 + Math.floor(random() * 40), 200, 190] : road ? [250, 214, 160] : [232, 228, 218];
      raw.set(colour, (y * size + x) * 3);
    }
  }
  return sharp(raw, { raw: { width: size, height: size, channels: 3 } }).png({ palette: true, colors: 64 }).toBuffer();
}
const tilePort = port + 1;
const [tile, tile2x] = [await detailedTile(256), await detailedTile(512)];
const tiles = http.createServer((req, res) => res.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=86400' }).end(req.url?.endsWith('@2x.png') ? tile2x : tile));
await new Promise<void>((resolve) => tiles.listen(tilePort, '127.0.0.1', resolve));
const tileKind = process.env.LIGHTHOUSE_TILES === 'osm' ? 'osm' : '2x';
// LIGHTHOUSE_PROXY=caddy: through Caddy over https and HTTP/2, as a couple reaches an install (scripts/lighthouse-proxy.ts).
const proxy = process.env.LIGHTHOUSE_PROXY === 'caddy' ? await startCaddy({ app: port, tiles: tilePort, appVia: port + 2, tilesVia: port + 3 }) : undefined;
const tileUrl = `${proxy?.tileBase ?? `http://127.0.0.1:${tilePort}`}/{z}/{x}/{y}${tileKind === '2x' ? '{r}' : ''}.png`;
console.log(`map tiles: ${tileKind === '2x' ? '256 px and 512 px (@2x)' : '256 px only (as OpenStreetMap)'}, ${(tile.length / 1024).toFixed(1)} KB / ${(tile2x.length / 1024).toFixed(1)} KB each`);
const env: Record<string, string> = { LOGIN_MAX_PER_IP: '1000', MAP_TILE_URL: tileUrl, ...(proxy ? { TRUST_PROXY: '127.0.0.1' } : {}) };
process.on('exit', () => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  proxy?.stop();
});

interface PageResult {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  tbtMs: number;
  /** KB on the wire of the scripts first asked for before the largest paint in the median run (scriptKb). */
  jsKb: number;
  /** The same with what the page loaded after its largest paint, before the run ended. */
  jsAllKb: number;
  /** Performance score of every run, in order; the reported run is their median. */
  performanceRuns: number[];
  loadBefore: number[];
  failing: { id: string; title: string; score: number | null; displayValue?: string }[];
}

// The data, then a server that has just started (bench/lib/year-of-data.ts).
const seedStart = Date.now();
const language = process.env.LIGHTHOUSE_LANGUAGE === 'en' ? 'en' : 'tr';
const { server, couple } = await startYearServer(port, dataDir, env, language === 'en' ? 'en' : undefined);
console.log(
  `seeded a year in ${((Date.now() - seedStart) / 1000).toFixed(0)} s: ${YEAR.movies} movies, ${YEAR.series} series, ${YEAR.books} books, ${YEAR.quotes} quotes, ` +
    `${YEAR.places} places and ${YEAR.wishes} to go, ${YEAR.trips} trips, ${YEAR.memories} memories with photos, ${YEAR.songDays} days of songs and ${YEAR.gameDays} of games per member`,
);

console.log(`fresh server started in ${(server.startMs / 1000).toFixed(1)} s; no warm-up`);
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', ...(proxy ? ['--ignore-certificate-errors'] : [])],
});

type NetworkItem = { url: string; transferSize?: number; networkRequestTime?: number };

/**
 * KB of the app's scripts the page loaded, as Lighthouse's own network records count them (bytes on
 * the wire, headers included), once per file (a chunk asked for by a `modulepreload` link and then
 * by its import is two requests). `first`: the files first asked for before the page's largest
 * paint (its first screen's code); `all`: with what the page loads after it (settings' lower cards,
 * home's cards below the screen). The budget itself, 100 KB of brotli bodies per page before its
 * first draw, is checked exactly, from the build, by scripts/first-load-by-module.mjs (`npm run
 * test:e2e`): these figures vary a little with what a run had loaded when it ended.
 */
function scriptKb(lhr: { audits: Record<string, { details?: unknown; numericValue?: number }> }): { first: number; all: number } {
  const items = (lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const metrics = (lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] } | undefined)?.items?.[0];
  const largestPaint = metrics?.observedLargestContentfulPaint ?? Infinity;
  const files = new Map<string, { bytes: number; askedAt: number }>();
  for (const { url, transferSize = 0, networkRequestTime = Infinity } of items) {
    const file = url.split('?')[0];
    // The app's chunks (the service worker's own script is not a page's).
    if (!file.endsWith('.js') || !file.includes('/assets/')) continue;
    const seen = files.get(file);
    files.set(file, { bytes: Math.max(seen?.bytes ?? 0, transferSize), askedAt: Math.min(seen?.askedAt ?? Infinity, networkRequestTime) });
  }
  const kb = (list: { bytes: number }[]) => Math.round(list.reduce((sum, f) => sum + f.bytes, 0) / 102.4) / 10;
  return { first: kb([...files.values()].filter((f) => f.askedAt < largestPaint)), all: kb([...files.values()]) };
}

try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = [...PAGES, ...TRIP_PAGES].filter((p) => !only || only.includes(p.page));
  const results: PageResult[] = [];
  const failed: string[] = [];
  for (const { page, signedIn } of pages) {
    const loadBefore = os.loadavg();
    const audit = async () => {
      const address = page.includes(':id') ? page.replace(':id', await endedTripId()) : page;
      const run = await lighthouse(`${proxy?.appUrl ?? server.url}${address}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: [...CATEGORIES],
        // Over https the session cookie carries the __Host- prefix (platform/auth/session-cookie.ts).
        extraHeaders: signedIn ? { Cookie: proxy ? `__Host-${couple.owner.cookie}` : couple.owner.cookie } : undefined,
      });
      if (!run) throw new Error(`no Lighthouse result for ${page}`);
      return run;
    };
    const measure = async () => {
      const run = await audit();
      // A broken trace recording (e.g. NO_NAVSTART on a busy machine) is Lighthouse's own failure,
      // not a score: it asks to run again, so the page is measured once more.
      if (!run.lhr.runtimeError) return run;
      console.log(`${page}: ${run.lhr.runtimeError.code}, measuring again`);
      const again = await audit();
      return again;
    };
    const runs: Awaited<ReturnType<typeof measure>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await measure();
      // Failed twice: the page is reported as failed and the other pages are still measured.
      if (run.lhr.runtimeError) console.log(`${page}: Lighthouse failed twice (${run.lhr.runtimeError.code}); this run is left out`);
      else runs.push(run);
    }
    if (!runs.length) {
      failed.push(page);
      continue;
    }
    const perf = (r: (typeof runs)[number]) => r.lhr.categories.performance?.score ?? 0;
    const performanceRuns = runs.map((r) => Math.round(perf(r) * 100));
    const median = [...runs].sort((a, b) => perf(a) - perf(b))[Math.floor(runs.length / 2)];
    const { lhr } = median;
    const name = page === '/' ? 'home' : page.slice(1).replace(/[^a-z0-9-]+/gi, '-');
    fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
    const trace = (median.artifacts as { Trace?: unknown }).Trace;
    if (trace) fs.writeFileSync(path.join(reportDir, `${name}.trace.json`), JSON.stringify(trace));
    // LIGHTHOUSE_ALL_RUNS=1 keeps every run's report and trace too, to compare a slow run with a fast one.
    if (process.env.LIGHTHOUSE_ALL_RUNS === '1') {
      runs.forEach((r, i) => {
        const at = path.join(reportDir, `${name}.run${i + 1}-${performanceRuns[i]}`);
        fs.writeFileSync(`${at}.json`, JSON.stringify(r.lhr));
        const t = (r.artifacts as { Trace?: unknown }).Trace;
        if (t) fs.writeFileSync(`${at}.trace.json`, JSON.stringify(t));
      });
    }
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageResult['scores'];
    const audited = new Set(CATEGORIES.flatMap((c) => lhr.categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? []));
    const failing = Object.values(lhr.audits)
      .filter((a) => audited.has(a.id) && a.score !== null && a.score < 0.9)
      .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));
    const js = scriptKb(lhr);
    const result: PageResult = {
      page,
      scores,
      lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
      jsKb: js.first,
      jsAllKb: js.all,
      performanceRuns,
      loadBefore,
      failing,
    };
    results.push(result);
    console.log(`${page}: performance ${performanceRuns.join(' ')} (load before ${loadBefore.map((l) => l.toFixed(1)).join(' / ')}, now ${load()})`);
  }

  console.log(`\npage                     perf  a11y  b.p.  LCP ms  TBT ms  JS KB  (all)   load 1m  (median of ${RUNS}: performance of each run)`);
  const cell = (n: number, target: number, width: number) => `${n}${n < target ? '✗' : ''}`.padEnd(width);
  for (const r of results) {
    console.log(
      `${r.page.padEnd(25)}${cell(r.scores.performance, TARGETS.performance, 6)}${cell(r.scores.accessibility, TARGETS.accessibility, 6)}` +
        `${cell(r.scores['best-practices'], TARGETS['best-practices'], 6)}${String(r.lcpMs).padEnd(8)}${String(r.tbtMs).padEnd(8)}` +
        `${String(r.jsKb).padEnd(7)}${`(${r.jsAllKb})`.padEnd(8)}${r.loadBefore[0].toFixed(1).padEnd(9)}${r.performanceRuns.join(' ')}`,
    );
    for (const f of r.failing) console.log(`    ${f.id} (${f.score})${f.displayValue ? ` ${f.displayValue}` : ''}: ${f.title}`);
  }
  for (const page of failed) console.log(`${page.padEnd(25)}no result: Lighthouse could not record the page`);
  const out = path.join(root, 'bench', `lighthouse${language === 'en' ? '.en' : ''}${proxy ? '.h2' : ''}.json`);
  const loadAtEnd = os.loadavg();
  fs.writeFileSync(
    out,
    `${JSON.stringify({ date: new Date().toISOString(), machine, language, via: proxy ? 'Caddy, https, HTTP/2' : 'direct, HTTP/1.1', runsPerPage: RUNS, data: YEAR, loadAverage: { atStart: loadAtStart, atEnd: loadAtEnd }, chrome: chromePath, results, failed }, null, 2)}\n`,
  );
  console.log(`\nload average at the end ${load()}; written ${path.relative(root, out)}; median reports and traces in ${reportDir}`);
  const ok = (r: PageResult) => CATEGORIES.every((c) => r.scores[c] >= TARGETS[c]);
  process.exitCode = results.every(ok) && !failed.length ? 0 : 1;
} finally {
  chrome.kill();
  await server.stop();
  tiles.close();
  proxy?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
