import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { createTestApp } from '../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../testing/fixtures';
import { makePng, multipartForm } from '../testing/photos';
import { spaceUsageMessages as um } from '../../shared/space-usage-words';
import { letterboxdRatings } from '../features/transfer/list-import/fixtures';
import { readSpaceUsage } from './space-usage-repo';
import { processPhoto } from './photos';

/**
 * Issue 33: no quota let one space import 20,000 rows again and again. SPACE_MAX_ROWS and
 * SPACE_MAX_PHOTO_MB are checked on every write that adds rows or photos: a full space gets a
 * Turkish 409 and nothing is written; another couple writes on; a deletion makes room again.
 */
const LIMIT = 4;

describe('a space cannot grow past its limits', () => {
  let app: FastifyInstance;
  /** The stored size of the test's photo (the same bytes always encode alike). */
  let photoSize = 0;
  beforeAll(async () => {
    photoSize = (await processPhoto(await makePng(8, 8), 1_048_576)).full.length;
    app = await createTestApp({
      env: { REMINDER_INTERVAL_MINUTES: '0', SPACE_MAX_ROWS: String(LIMIT) },
      // Byte-sized for a test (the setting itself counts in MB): two photos fit, a third does not.
      configure: (c) => (c.spaceLimits.maxPhotoBytes = Math.floor(2.5 * photoSize)),
    });
  });
  afterAll(() => app?.close());

  const rowsIn = async (table: string, spaceId: string) =>
    Number((await rowsOf<{ n: string }>(app.ctx.db, sql`select count(*) as n from ${sql.identifier(table)} where space_id = ${spaceId}`))[0].n);
  const addQuote = (m: TestMember, i: number) => m.api({ method: 'POST', url: '/api/quotes', payload: { text: `Söz ${i}`, author: 'Ayşe' } });
  const full = async (): Promise<Couple & { memoryId: string }> => {
    const c = await createCouple(app);
    const memory = await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'İlk', date: '2026-01-01', category: 'other' } });
    for (let i = 1; i < LIMIT; i++) expect((await addQuote(c.partner, i)).statusCode).toBe(201);
    expect(await readSpaceUsage(app.ctx.db, c.spaceId)).toMatchObject({ rows: LIMIT });
    return { ...c, memoryId: memory.json().memory.id };
  };

  const writes: [string, string, (m: TestMember, memoryId: string) => ReturnType<TestMember['api']>][] = [
    ['a movie', 'movies', (m) => m.api({ method: 'POST', url: '/api/movies', payload: { title: 'Inception', year: 2010 } })],
    ['a series', 'series', (m) => m.api({ method: 'POST', url: '/api/series', payload: { title: 'Dark' } })],
    ['a book', 'books', (m) => m.api({ method: 'POST', url: '/api/books', payload: { title: 'Tutunamayanlar', author: 'Oğuz Atay' } })],
    ['a quote', 'quotes', (m) => addQuote(m, 99)],
    ['a place', 'places', (m) => m.api({ method: 'POST', url: '/api/places', payload: { name: 'Moda', lat: 40.98, lng: 29.02, address: 'Moda, İstanbul', category: 'Park', visitDate: '2026-01-02' } })],
    ['a memory', 'memories', (m) => m.api({ method: 'POST', url: '/api/memories', payload: { title: 'Yine', date: '2026-01-03', category: 'other' } })],
    ['a song', 'music', (m) => m.api({ method: 'POST', url: '/api/music', payload: { videoId: 'dQw4w9WgXcQ', date: '2026-01-04' } })],
    ['a comment', 'memory_comments', (m, memoryId) => m.api({ method: 'POST', url: `/api/memories/${memoryId}/comments`, payload: { text: 'Ne güzel!' } })],
  ];

  it.each(writes)('%s in a full space: a Turkish 409, nothing written; another couple adds theirs', async (_what, table, write) => {
    const c = await full();
    const before = await rowsIn(table, c.spaceId);
    const res = await write(c.owner, c.memoryId);
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ error: um.rowsFull });
    expect(await rowsIn(table, c.spaceId)).toBe(before);
    expect(await readSpaceUsage(app.ctx.db, c.spaceId)).toMatchObject({ rows: LIMIT });
    const other = await createCouple(app, ['Zeynep', 'Can']);
    const memory = (await other.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Bizim', date: '2026-01-01', category: 'other' } })).json().memory;
    // The song needs YouTube (none in tests): for the other couple it gets past the limit to that call.
    expect((await write(other.partner, memory.id)).statusCode).not.toBe(409);
  });

  it('a deletion makes room again: the count follows deletes, a memory taking its comments with it', async () => {
    const c = await createCouple(app);
    const memory = (await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'İlk', date: '2026-01-01', category: 'other' } })).json().memory;
    expect((await c.partner.api({ method: 'POST', url: `/api/memories/${memory.id}/comments`, payload: { text: 'Ne güzel!' } })).statusCode).toBe(201);
    for (let i = 0; i < LIMIT - 2; i++) await addQuote(c.owner, i);
    expect((await addQuote(c.partner, 9)).statusCode).toBe(409);
    expect((await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` })).statusCode).toBe(200);
    expect(await readSpaceUsage(app.ctx.db, c.spaceId)).toMatchObject({ rows: LIMIT - 2 });
    expect((await addQuote(c.partner, 10)).statusCode).toBe(201);
    expect((await addQuote(c.partner, 11)).statusCode).toBe(201);
    expect((await addQuote(c.partner, 12)).statusCode).toBe(409);
  });

  it('a list import larger than the room left is refused whole, saying how much fits; one that fits goes in', async () => {
    const c = await createCouple(app);
    await addQuote(c.owner, 1);
    const send = (csv: string) =>
      c.owner.api({ method: 'POST', url: '/api/transfer/list-import/apply', ...multipartForm({ field: 'file', filename: 'ratings.csv', contentType: 'text/csv', bytes: Buffer.from(csv) }) });
    const res = await send(letterboxdRatings); // five films
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ error: um.importTooLarge(LIMIT - 1) });
    expect(res.json().error).toContain('en fazla 3 kayıt daha');
    expect(await rowsIn('movies', c.spaceId)).toBe(0);
    const three = letterboxdRatings.split('\r\n').slice(0, 4).join('\r\n') + '\r\n';
    const ok = await send(three);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().result.added).toBe(3);
    expect(await readSpaceUsage(app.ctx.db, c.spaceId)).toMatchObject({ rows: LIMIT });
  });

  it("photos: past SPACE_MAX_PHOTO_MB a photo is refused (409, nothing stored), another couple's is not; removing one makes room", async () => {
    const c = await createCouple(app);
    const upload = async (m: TestMember) =>
      m.api({ method: 'POST', url: '/api/settings/profile/photo', ...multipartForm({ filename: 'foto.png', contentType: 'image/png', bytes: await makePng(8, 8) }) });
    expect((await upload(c.owner)).statusCode).toBe(200);
    expect((await upload(c.partner)).statusCode).toBe(200);
    const used = await readSpaceUsage(app.ctx.db, c.spaceId);
    expect(used.photoBytes).toBe(2 * photoSize);
    const refused = await upload(c.owner);
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ error: um.photosFull });
    expect(await readSpaceUsage(app.ctx.db, c.spaceId)).toEqual(used);
    expect((await upload((await createCouple(app, ['Zeynep', 'Can'])).owner)).statusCode).toBe(200);
    // The owner's profile photo removed: its bytes leave the count, and a new one fits.
    expect((await c.owner.api({ method: 'DELETE', url: '/api/settings/profile/photo' })).statusCode).toBe(200);
    expect((await readSpaceUsage(app.ctx.db, c.spaceId)).photoBytes).toBeLessThan(used.photoBytes);
    expect((await upload(c.owner)).statusCode).toBe(200);
  });
});
