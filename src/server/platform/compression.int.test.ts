import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { fixedOrigin } from './client-html';
import { createCouple, type Couple } from '../testing/fixtures';

// Quotes, not a list of movies: the cached list reads compress themselves (read-cache.int.test.ts),
// so only an uncached answer shows the app-wide compression at work.
describe('large JSON leaves compressed', () => {
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    app = await createTestApp();
    c = await createCouple(app);
    for (let i = 0; i < 40; i++) {
      const res = await c.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: `Söz ${i}: ${'Uzun bir söz, birkaç cümle. '.repeat(4)}`, author: 'Ayşe' } });
      expect(res.statusCode).toBe(201);
    }
  });
  afterAll(() => app.close());

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('in %s when the browser asks for it, and the same list comes out', async (encoding, decode) => {
    const plain = await c.owner.api({ url: '/api/quotes' });
    expect(plain.json().quotes).toHaveLength(40);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const res = await c.owner.api({ url: '/api/quotes', headers: { 'accept-encoding': encoding } });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(decode(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('a small answer is sent as it is', async () => {
    const res = await app.inject({ url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
  });
});

describe('the built front end: precompressed assets and cache headers', () => {
  let app: FastifyInstance;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-client-'));
  const js = `console.log(${JSON.stringify('x'.repeat(3000))});`;
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Defterimiz</title>');
    fs.writeFileSync(path.join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    fs.writeFileSync(path.join(dir, 'assets/index-abc123.js'), js);
    fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.br'), zlib.brotliCompressSync(js));
    fs.writeFileSync(path.join(dir, 'assets/index-abc123.js.gz'), zlib.gzipSync(js));
    app = await createTestApp({ configure: (config) => (config.clientDir = dir) });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['br', zlib.brotliDecompressSync],
    ['gzip', zlib.gunzipSync],
  ] as const)('a hashed asset comes from its %s twin, immutable, with Vary', async (encoding, decode) => {
    const res = await app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': `${encoding}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(decode(res.rawPayload).toString()).toBe(js);
  });

  it('without Accept-Encoding the asset is sent as it is', async () => {
    const res = await app.inject({ url: '/assets/index-abc123.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(js);
  });

  it.each(['/', '/login', '/movies', '/index.html', '/sw.js'])('%s is never cached without asking again', async (url) => {
    const res = await app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});

describe("each page's HTML starts what that page asks for first", () => {
  let app: FastifyInstance;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-client-'));
  const cookie = { cookie: 'defterimiz_session=herhangi' };
  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'index.html'), `<!doctype html><html><head><title>Defterimiz</title></head><body>${'<p>.</p>'.repeat(200)}</body></html>`);
    fs.writeFileSync(
      path.join(dir, 'route-preloads.json'),
      JSON.stringify({
        '/login': ['/assets/LoginPage-1.js'],
        '/': ['/assets/HomePage-1.js', '/assets/Card-1.js'],
        '/movies': ['/assets/MoviesPage-1.js'],
        '/places': ['/assets/PlacesPage-1.js'],
        '/places?view=map': ['/assets/PlacesMapView-1.js'],
        // What only the plain address draws (the manifest's '' view: the list's cards).
        '/places?view=': ['/assets/PlaceCard-1.js'],
        '/memories': ['/assets/MemoriesPage-1.js'],
        '/places/trips/:id/story': ['/assets/StoryPage-1.js', '/assets/SongQueue-1.js'],
      }),
    );
    app = await createTestApp({
      configure: (config) => {
        config.clientDir = dir;
        config.mapTileUrl = 'https://tiles.example.com/osm/{z}/{x}/{y}{r}.png';
      },
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const heads = (body: string) => body.slice(0, body.indexOf('</head>'));

  it("a member's page names its chunks and its list in the head", async () => {
    const res = await app.inject({ url: '/movies', headers: cookie });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Low priority: the chunks must not hold back the first paint, which needs only the main script and styles.
    expect(heads(res.body)).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/MoviesPage-1.js">');
    // The page the client loads before its first render.
    expect(heads(res.body)).toContain('<meta name="route" content="/movies">');
    expect(heads(res.body)).toContain('<link rel="preload" href="/api/movies" as="fetch" crossorigin="anonymous">');
    expect(res.body).not.toContain('HomePage-1.js');

    const home = await app.inject({ url: '/', headers: cookie });
    expect(heads(home.body)).toContain('href="/assets/HomePage-1.js"');
    expect(heads(home.body)).toContain('href="/assets/Card-1.js"');
    expect(heads(home.body)).toContain('href="/api/home"');
    expect(heads(home.body)).toContain('<meta name="route" content="/">');
  });

  it('without a session cookie a member page prepares /login, where the app will send the visitor', async () => {
    for (const url of ['/', '/movies', '/movies/']) {
      const res = await app.inject({ url });
      expect(heads(res.body)).toContain('href="/assets/LoginPage-1.js"');
      expect(heads(res.body)).toContain('<meta name="route" content="/login">');
      expect(res.body).not.toMatch(/HomePage|MoviesPage|\/api\/(home|movies)/);
    }
  });

  it('a page without an entry, and a query string, get the plain shell or the right page', async () => {
    for (const res of [await app.inject({ url: '/setup' }), await app.inject({ url: '/bilinmeyen', headers: cookie })]) {
      expect(res.body).not.toContain('modulepreload');
      expect(res.body).not.toContain('name="route"');
    }
    expect(heads((await app.inject({ url: '/movies?ara=x', headers: cookie })).body)).toContain('MoviesPage-1.js');
  });

  it("a view named in the query preloads what it draws with: the places map, the tile address", async () => {
    const map = heads((await app.inject({ url: '/places?view=map', headers: cookie })).body);
    expect(map).toContain('<meta name="route" content="/places">');
    expect(map).toContain('<link rel="preload" href="/api/places" as="fetch" crossorigin="anonymous">');
    expect(map).toContain('<link rel="preload" href="/api/client-config" as="fetch" crossorigin="anonymous">');
    // The connection to the tile server is opened while the scripts load; the view's own code comes with the page's.
    expect(map).toContain('<link rel="preconnect" href="https://tiles.example.com">');
    expect(map).toContain('href="/assets/PlacesPage-1.js"');
    expect(map).toContain('href="/assets/PlacesMapView-1.js"');
    expect(heads((await app.inject({ url: '/places', headers: cookie })).body)).not.toContain('PlacesMapView');
    // The list's cards come with the list alone: the map, which draws none, never downloads them.
    expect(map).not.toContain('PlaceCard-1.js');
    expect(heads((await app.inject({ url: '/places', headers: cookie })).body)).toContain('href="/assets/PlaceCard-1.js"');
    for (const url of ['/places', '/places?view=list', '/places?x=view%3Dmap', '/movies?view=map']) {
      const head = heads((await app.inject({ url, headers: cookie })).body);
      expect(head).not.toContain('/api/client-config');
      expect(head).not.toContain('preconnect');
    }
    // Without a session it is the login page's HTML, as for any member page.
    expect(heads((await app.inject({ url: '/places?view=map' })).body)).toContain('<meta name="route" content="/login">');
  });

  it("a trip's story, whose address has a parameter, preloads its chunks, the tile address and the tile server's connection", async () => {
    const story = heads((await app.inject({ url: '/places/trips/0b6f0d3e-trip/story', headers: cookie })).body);
    expect(story).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/StoryPage-1.js">');
    expect(story).toContain('href="/assets/SongQueue-1.js"');
    expect(story).toContain('<link rel="preload" href="/api/client-config" as="fetch" crossorigin="anonymous">');
    expect(story).toContain('<link rel="preconnect" href="https://tiles.example.com">');
    // The trip itself is named by the address: the client asks for it as it starts (lib/preload-route-data.ts).
    expect(story).not.toContain('/api/trips');
    // Not an opening page: the client draws it as before, only sooner.
    expect(story).toContain('<meta name="route" content="/places/trips/:id/story">');
    // Another shape of address, or no session, is not that page.
    for (const [url, headers] of [['/places/trips/x/story/more', cookie], ['/places/trips//story', cookie], ['/places/trips/x/story', {}]] as const) {
      expect(heads((await app.inject({ url, headers })).body)).not.toContain('StoryPage-1.js');
    }
  });

  it("the memories grid preloads its first page and 'on this day'; the calendar, which reads a month, only the latter", async () => {
    const grid = heads((await app.inject({ url: '/memories', headers: cookie })).body);
    expect(grid).toContain('<link rel="preload" href="/api/memories?sort=date-desc" as="fetch" crossorigin="anonymous">');
    expect(grid).toContain('<link rel="preload" href="/api/memories/on-this-day" as="fetch" crossorigin="anonymous">');
    const calendar = heads((await app.inject({ url: '/memories?view=calendar', headers: cookie })).body);
    expect(calendar).toContain('<meta name="route" content="/memories">');
    expect(calendar).toContain('href="/assets/MemoriesPage-1.js"');
    expect(calendar).toContain('href="/api/memories/on-this-day"');
    expect(calendar).not.toContain('/api/memories?');
  });

  it('the HTML leaves compressed like any large answer', async () => {
    const res = await app.inject({ url: '/movies', headers: { ...cookie, 'accept-encoding': 'br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('MoviesPage-1.js');
  });
});

describe('fixedOrigin', () => {
  it('is the origin of a tile address, and none when the host is itself a template', () => {
    expect(fixedOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(fixedOrigin('http://127.0.0.1:4364/{z}/{x}/{y}{r}.png')).toBe('http://127.0.0.1:4364');
    expect(fixedOrigin('https://{s}.tile.example.com/{z}/{x}/{y}.png')).toBeUndefined();
  });
});
