import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, type Couple } from '../testing/fixtures';
import { MemoryEventBus } from './events/bus';
import zlib from 'node:zlib';
import { acceptedEncoding, ReadCache, sendCachedRead } from './read-cache';

const titles = (res: { json(): { items: { title: string }[] } }) => res.json().items.map((i) => i.title);

describe('cached list reads: ETag, 304 and a partner write is never hidden', () => {
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    app = await createTestApp();
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  const list = (etag?: string) => c.owner.api({ url: '/api/movies', headers: etag ? { 'if-none-match': etag } : {} });

  it('answers 304 to the version the browser holds, and tells it to ask again every time', async () => {
    await c.owner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Amélie' } });
    const first = await list();
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await list(etag);
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await list('W/"something-else"')).statusCode).toBe(200);
  });

  const add = async (title: string) => (await c.partner.api({ method: 'POST', url: '/api/movies', payload: { title } })).json().item.id as string;
  it.each([
    ['adds', async () => '', async () => void (await add('Yeni Film')), (t: string[]) => t.includes('Yeni Film')],
    [
      'edits',
      () => add('Eski Ad'),
      async (id: string) => void (await c.partner.api({ method: 'PATCH', url: `/api/movies/${id}`, payload: { title: 'Yeni Ad' } })),
      (t: string[]) => t.includes('Yeni Ad') && !t.includes('Eski Ad'),
    ],
    [
      'deletes',
      () => add('Silinecek'),
      async (id: string) => void (await c.partner.api({ method: 'DELETE', url: `/api/movies/${id}` })),
      (t: string[]) => !t.includes('Silinecek'),
    ],
  ])('the partner %s: the owner’s next read, even with the ETag it holds, shows it', async (_what, prepare, write, shows) => {
    const id = await prepare();
    const before = await list(); // cached now, and the owner's browser holds this version
    expect(shows(titles(before))).toBe(false);
    await write(id);
    const after = await list(String(before.headers.etag));
    expect(after.statusCode).toBe(200);
    expect(shows(titles(after))).toBe(true);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('a renamed member is renamed in the cached list (the adder name is part of it)', async () => {
    await c.partner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Adı Değişecek' } });
    const find = async () => (await list()).json().items.find((i: { title: string }) => i.title === 'Adı Değişecek');
    expect((await find()).addedBy.displayName).toBe('Mehmet');
    const renamed = await c.partner.api({ method: 'PATCH', url: '/api/settings/profile', payload: { displayName: 'Memo' } });
    expect(renamed.statusCode).toBe(200);
    expect((await find()).addedBy.displayName).toBe('Memo');
  });

  it('another couple never gets this couple’s cached list', async () => {
    const other = await createCouple(app, ['Elif', 'Can']);
    await list();
    const theirs = await other.owner.api({ url: '/api/movies' });
    expect(theirs.json().items).toEqual([]);
  });
});

describe('ReadCache', () => {
  it('forgets on an event that came through the bus from another instance', async () => {
    const bus = new MemoryEventBus();
    const cache = new ReadCache(bus);
    let reads = 0;
    const read = () => cache.get('s1', '/movies', ['movies'], async () => ({ n: ++reads }));
    expect(String((await read()).body)).toBe('{"n":1}');
    expect(String((await read()).body)).toBe('{"n":1}');
    await bus.publish('s2', { type: 'change', topic: 'movies', actorId: null }); // another space
    await bus.publish('s1', { type: 'change', topic: 'quotes', actorId: null }); // another topic
    expect(String((await read()).body)).toBe('{"n":1}');
    await bus.publish('s1', { type: 'change', topic: 'movies', actorId: null });
    expect(String((await read()).body)).toBe('{"n":2}');
  });

  it('does not keep an answer read while the list changed under it', async () => {
    const bus = new MemoryEventBus();
    const cache = new ReadCache(bus);
    let release!: () => void;
    const slow = cache.get('s1', '/movies', ['movies'], () => new Promise((r) => (release = () => r({ old: true }))));
    await bus.publish('s1', { type: 'change', topic: 'movies', actorId: null });
    release();
    expect(String((await slow).body)).toBe('{"old":true}');
    expect(String((await cache.get('s1', '/movies', ['movies'], async () => ({ fresh: true }))).body)).toBe('{"fresh":true}');
  });

  it('forgets everything when events may have been lost, and after its lifetime', async () => {
    const bus = new MemoryEventBus();
    let now = 0;
    const cache = new ReadCache(bus, () => now, 1000);
    let reads = 0;
    const read = () => cache.get('s1', '/movies', ['movies'], async () => ({ n: ++reads }));
    await read();
    cache.clear();
    expect(String((await read()).body)).toBe('{"n":2}');
    now = 1500;
    expect(String((await read()).body)).toBe('{"n":3}');
  });
});

describe('ReadCache with many spaces', () => {
  const body = (n: number) => ({ items: 'x'.repeat(90), n }); // 109 bytes as JSON

  it('holds at most its budget: the least recently read answers make room, the recent ones stay', async () => {
    const cache = new ReadCache(new MemoryEventBus(), Date.now, 60_000, 500);
    const reads = new Map<string, number>();
    const read = (space: string) =>
      cache.get(space, '/movies', ['movies'], async () => {
        reads.set(space, (reads.get(space) ?? 0) + 1);
        return body(reads.get(space)!);
      });
    for (let i = 0; i < 20; i++) await read(`s${i}`);
    expect(cache.stats().bytes).toBeLessThanOrEqual(500);
    expect(cache.stats().entries).toBe(4);
    // s16..s19 are kept; s0 was pushed out and is read again.
    await read('s19');
    await read('s0');
    expect(reads.get('s19')).toBe(1);
    expect(reads.get('s0')).toBe(2);
    // s19 was read just before s0, so it stays; the oldest kept one (s16) made room.
    await read('s16');
    expect(reads.get('s16')).toBe(2);
    expect(cache.stats().bytes).toBeLessThanOrEqual(500);
  });

  it('counts the compressed twins in the budget', async () => {
    const cache = new ReadCache(new MemoryEventBus(), Date.now, 60_000, 10_000);
    const entry = await cache.get('s1', '/movies', ['movies'], async () => ({ items: 'söz '.repeat(1000) }));
    const plain = cache.stats().bytes;
    const app = { headers: { 'accept-encoding': 'br' } };
    const reply = { header: () => reply, type: () => reply, code: () => reply, send: (b: unknown) => b };
    await sendCachedRead(cache, app as never, reply as never, { spaceId: 's1', name: '/movies', deps: ['movies'] }, async () => ({}));
    await entry.encoded.get('br');
    await new Promise((r) => setImmediate(r));
    expect(cache.stats().bytes).toBeGreaterThan(plain);
  });

  it('an event forgets its own space’s answers only, and nothing is left of a forgotten space', async () => {
    const bus = new MemoryEventBus();
    const cache = new ReadCache(bus);
    for (let i = 0; i < 50; i++) await cache.get(`s${i}`, '/movies', ['movies'], async () => body(i));
    await bus.publish('s7', { type: 'change', topic: 'movies', actorId: null });
    expect(cache.stats()).toMatchObject({ entries: 49, spaces: 49 });
  });
});

describe('cached list reads leave as kept bytes', () => {
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    app = await createTestApp();
    c = await createCouple(app);
    for (let i = 0; i < 30; i++) await c.owner.api({ method: 'POST', url: '/api/movies', payload: { title: `Film ${i}`, plot: 'Uzun bir özet. '.repeat(6) } });
  });
  afterAll(() => app.close());

  it('compresses a version once: the same br bytes again, the plain list inside, a new version after a write', async () => {
    const br = () => c.owner.api({ url: '/api/movies', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const first = await br();
    const second = await br();
    expect(first.headers['content-encoding']).toBe('br');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const plain = await c.owner.api({ url: '/api/movies' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(zlib.brotliDecompressSync(first.rawPayload).toString())).toEqual(plain.json());
    await c.partner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Sonradan Eklenen' } });
    const after = await br();
    expect(JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString()).items[0].title).toBe('Sonradan Eklenen');
  });

  it('gzip when brotli is refused or not offered', async () => {
    const plain = (await c.owner.api({ url: '/api/movies' })).json();
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8']) {
      const res = await c.owner.api({ url: '/api/movies', headers: { 'accept-encoding': header } });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString())).toEqual(plain);
    }
  });
});

describe('acceptedEncoding', () => {
  it.each([
    [undefined, null],
    ['identity', null],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['GZIP;q=0.5', 'gzip'],
    ['gzip;q=0, br;q=0', null],
  ])('%s → %s', (header, encoding) => expect(acceptedEncoding(header)).toBe(encoding));
});
