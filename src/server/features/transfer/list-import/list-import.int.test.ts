import { ikimizRules } from '../../../../shared/ikimiz-rule-words';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp } from '../../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../../testing/fixtures';
import { multipartForm, makePng } from '../../../testing/photos';
import { books, movies, notifications } from '../../../db/schema';
import { LIST_IMPORT_MAX_BYTES, listImportMessages as lm, type ListImportPreview } from '../../../../shared/list-import';
import type { ChangeEvent } from '../../../../shared/events';
import type { Movie } from '../../../../shared/movies';
import type { Book } from '../../../../shared/books';
import { goodreadsLibrary, letterboxdRatings, letterboxdWatchlist, letterboxdZip } from './fixtures';

const PREVIEW = '/api/transfer/list-import/preview';
const APPLY = '/api/transfer/list-import/apply';

describe('list import (Letterboxd, Goodreads) through the app', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  let zip: Buffer;
  const events: ChangeEvent[] = [];

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
    zip = await letterboxdZip();
    app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
  });
  afterAll(() => app.close());

  const send = (who: TestMember, url: string, fileName: string, bytes: Buffer | string, contentType = 'text/csv') =>
    who.api({ method: 'POST', url, ...multipartForm({ field: 'file', filename: fileName, contentType, bytes: Buffer.from(bytes) }) });
  const rowsOf = async (table: typeof movies | typeof books, spaceId: string) =>
    (await app.ctx.db.select({ n: count() }).from(table).where(eq(table.spaceId, spaceId)))[0].n;
  const notificationsOf = async (spaceId: string) =>
    (await app.ctx.db.select({ n: count() }).from(notifications).where(and(eq(notifications.spaceId, spaceId), eq(notifications.title, lm.notificationTitle))))[0].n;

  it('previews the Letterboxd ZIP without writing; a movie already in the list is shown as skipped', async () => {
    const own = await c.owner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Inception', year: 2010 } });
    expect(own.statusCode).toBe(201);
    const res = await send(c.partner, PREVIEW, 'letterboxd-ayse.zip', zip, 'application/zip');
    expect(res.statusCode, res.body).toBe(200);
    const preview: ListImportPreview = res.json().preview;
    expect(preview).toMatchObject({ source: 'letterboxd', kind: 'movies', rows: 12, toAdd: 8, skippedCount: 1 });
    expect(preview.skipped).toEqual([{ title: 'Inception', detail: '2010', reason: 'exists' }]);
    expect(preview.add.find((a) => a.title === 'Amélie')).toEqual({ title: 'Amélie', detail: '2001', status: 'İzlendi', rating: 7 });
    expect(await rowsOf(movies, c.spaceId)).toBe(1);
    // Another couple's lists are theirs: for them nothing exists yet.
    const theirs = (await send(other.owner, PREVIEW, 'letterboxd.zip', zip, 'application/zip')).json().preview;
    expect(theirs).toMatchObject({ toAdd: 9, skippedCount: 0 });
  });

  it('applies: adds the new movies once, by the importing member, with one event and one notification', async () => {
    const before = events.filter((e) => e.topic === 'movies').length;
    const res = await send(c.partner, APPLY, 'letterboxd-ayse.zip', zip, 'application/zip');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ source: 'letterboxd', kind: 'movies', added: 8, skippedCount: 1 });

    const list: Movie[] = (await c.owner.api({ url: '/api/movies' })).json().items;
    expect(list).toHaveLength(9);
    const amelie = list.find((m) => m.title === 'Amélie')!;
    expect(amelie).toMatchObject({ year: 2001, status: 'İzlendi', addedBy: { id: c.partner.id, displayName: c.partner.name } });
    // The file's rating is the importer's own (İkimiz); the other member's side is unrated.
    expect(amelie.ratings.map((r) => [r.memberId, r.rating])).toEqual([
      [c.owner.id, null],
      [c.partner.id, 7],
    ]);
    expect(list.find((m) => m.title === 'Dune: Part Two')).toMatchObject({ status: 'İzlenecek', ratings: [], matched: false });
    // The watch-list is the importer's wishes (private to the importer); Inception, watched in the same export, is no wish.
    const wishesOf = async (who: TestMember) => (await who.api({ url: '/api/wishes' })).json().wishes.movies as string[];
    const titles = (ids: string[]) => ids.map((id) => list.find((m) => m.id === id)!.title).sort();
    expect(titles(await wishesOf(c.partner))).toEqual(['Dune: Part Two', 'Portrait of a Lady on Fire']);
    expect(await wishesOf(c.owner)).toEqual([]);
    expect(list.filter((m) => m.title === 'Inception')).toHaveLength(1);

    await vi.waitFor(() => expect(events.filter((e) => e.topic === 'movies').length - before).toBe(1));
    expect(events.filter((e) => e.topic === 'movies').at(-1)).toMatchObject({ actorId: c.partner.id });
    const note = await app.ctx.db.select().from(notifications).where(and(eq(notifications.spaceId, c.spaceId), eq(notifications.title, lm.notificationTitle)));
    expect(note).toHaveLength(1);
    expect(note[0]).toMatchObject({ userId: c.owner.id, message: lm.notification(c.partner.name, 8, 'letterboxd', 'movies') });
    expect(await rowsOf(movies, other.spaceId)).toBe(0);

    // Watched films count in the year the file says they were watched (Yılımız), not the import's.
    const finished = await app.ctx.db.select({ title: movies.title, finishedAt: movies.finishedAt }).from(movies).where(eq(movies.spaceId, c.spaceId));
    const finishedOf = (title: string) => finished.find((m) => m.title === title)?.finishedAt?.toISOString() ?? null;
    expect(finishedOf('Amélie')).toBe('2023-03-02T12:00:00.000Z');
    expect(finishedOf('Whiplash')).toBe('2023-05-01T12:00:00.000Z');
    expect(finishedOf('Dune: Part Two')).toBeNull();
    const year2023 = (await c.owner.api({ url: '/api/yilimiz/2023' })).json();
    expect(year2023.movies.count).toBe(6);
    expect((await c.owner.api({ url: '/api/yilimiz/2024' })).json().movies.count).toBe(0);
  });

  it('the same file again adds nothing, sends no event and no notification', async () => {
    const before = events.length;
    const res = await send(c.owner, APPLY, 'ratings.csv', letterboxdRatings);
    expect(res.json().result).toMatchObject({ added: 0, skippedCount: 5 });
    expect(await rowsOf(movies, c.spaceId)).toBe(9);
    expect(await notificationsOf(c.spaceId)).toBe(1);
    expect(events.length).toBe(before);
  });

  it("the other member's watch-list then makes matches with the first one's wishes: both told ('Eşleşme!'), the shelf shows them", async () => {
    // All three are already in the list, still to watch: the owner now wishes them too.
    const res = await send(c.owner, APPLY, 'watchlist.csv', letterboxdWatchlist);
    expect(res.json().result).toMatchObject({ added: 0, skippedCount: 3 });
    const list: Movie[] = (await c.partner.api({ url: '/api/movies' })).json().items;
    expect(list.filter((m) => m.matched).map((m) => m.title).sort()).toEqual(['Dune: Part Two', 'Portrait of a Lady on Fire']);
    const told = await app.ctx.db.select().from(notifications).where(and(eq(notifications.spaceId, c.spaceId), eq(notifications.title, ikimizRules.matchTitle)));
    expect(told).toHaveLength(4);
    expect(told.map((n) => n.message)).toContain(ikimizRules.matchMessage('Dune: Part Two'));
    expect((await c.owner.api({ url: '/api/home' })).json().shelf.count).toBe(2);
    // Inception (the owner's, which the partner's file had watched) is the owner's lone wish: no match, nothing for the partner.
    const inception = list.find((m) => m.title === 'Inception')!;
    expect((await c.owner.api({ url: '/api/wishes' })).json().wishes.movies).toContain(inception.id);
    expect(inception.matched).toBe(false);
  });

  it('Goodreads into books: shelves, ratings, ISBN; a second import matches by ISBN', async () => {
    await c.owner.api({ method: 'POST', url: '/api/books', payload: { title: 'Fahrenheit 451', author: 'Ray Bradbury' } });
    const preview = (await send(c.owner, PREVIEW, 'goodreads_library_export.csv', goodreadsLibrary)).json().preview as ListImportPreview;
    expect(preview).toMatchObject({ source: 'goodreads', kind: 'books', rows: 6, toAdd: 3, skippedCount: 3 });
    expect(preview.skipped.map((s) => [s.title, s.reason])).toEqual([
      ['Ulysses', 'invalid'],
      ['Nineteen Eighty-Four', 'duplicate'],
      ['Fahrenheit 451', 'exists'],
    ]);
    const res = await send(c.owner, APPLY, 'goodreads_library_export.csv', goodreadsLibrary);
    expect(res.json().result).toMatchObject({ added: 3 });
    const list: Book[] = (await c.partner.api({ url: '/api/books' })).json().items;
    expect(list.find((b) => b.title === '1984')).toMatchObject({ author: 'George Orwell', status: 'Okundu', year: 1950, publisher: 'Signet Classic' });
    expect(list.find((b) => b.title === '1984')!.ratings.map((r) => r.rating)).toEqual([10, null]);
    // The to-read shelf is the importer's wishes.
    const fault = list.find((b) => b.title === 'The Fault in Our Stars')!;
    expect((await c.owner.api({ url: '/api/wishes' })).json().wishes.books).toEqual([fault.id]);
    const [row] = await app.ctx.db.select().from(books).where(and(eq(books.spaceId, c.spaceId), eq(books.title, '1984')));
    expect(row.isbn).toBe('9780451524935');
    // Read on Goodreads' 'Date Read'; the books being read or to read are not finished.
    expect(row.finishedAt?.toISOString()).toBe('2023-03-01T12:00:00.000Z');
    const [reading] = await app.ctx.db.select().from(books).where(and(eq(books.spaceId, c.spaceId), eq(books.title, 'The Fault in Our Stars')));
    expect(reading.finishedAt).toBeNull();
    expect((await c.owner.api({ url: '/api/yilimiz/2023' })).json().books.count).toBe(1);
    // Renamed by hand since: still the same edition by its ISBN.
    await app.ctx.db.update(books).set({ title: 'Bin Dokuz Yüz Seksen Dört' }).where(eq(books.id, row.id));
    const again = (await send(c.owner, PREVIEW, 'goodreads_library_export.csv', goodreadsLibrary)).json().preview;
    expect(again.toAdd).toBe(0);
    expect(await rowsOf(books, other.spaceId)).toBe(0);
  });

  it('two applies of one file at once add each record once', async () => {
    const fresh = await createCouple(app, ['Elif', 'Deniz']);
    const results = await Promise.all([
      send(fresh.owner, APPLY, 'x.zip', zip, 'application/zip'),
      send(fresh.partner, APPLY, 'x.zip', zip, 'application/zip'),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(results.map((r) => r.json().result.added).sort()).toEqual([0, 9]);
    expect(await rowsOf(movies, fresh.spaceId)).toBe(9);
  });

  it('a large export (over the 1 MB photo limit, under 5 MB) goes in whole', async () => {
    const fresh = await createCouple(app, ['Selin', 'Emre']);
    const rows = Array.from({ length: 15_000 }, (_, i) => `2023-01-01,"Film ${i}, uzun bir ad",${1950 + (i % 70)},https://boxd.it/${'a'.repeat(60)}${i}`);
    const file = ['Date,Name,Year,Letterboxd URI', ...rows].join('\r\n');
    expect(file.length).toBeGreaterThan(1.5 * 1024 * 1024);
    const res = await send(fresh.owner, APPLY, 'watched.csv', file);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.added).toBe(15_000);
    expect(await rowsOf(movies, fresh.spaceId)).toBe(15_000);
    expect(await notificationsOf(fresh.spaceId)).toBe(1);
  }, 60_000);

  describe('refusals: a clear Turkish 4xx, nothing changes', () => {
    const cases: [string, () => Promise<{ statusCode: number; json: () => { error: string } }>, number, string][] = [
      ['a photo', async () => send(c.owner, APPLY, 'foto.png', await makePng(8, 8), 'image/png'), 400, lm.notCsv],
      ['other columns', async () => send(c.owner, APPLY, 'liste.csv', 'ad,yıl\r\nInception,2010\r\n'), 400, lm.unknownColumns],
      ['an empty file', async () => send(c.owner, APPLY, 'watched.csv', ''), 400, lm.empty],
      ['headers only', async () => send(c.owner, APPLY, 'watched.csv', 'Date,Name,Year,Letterboxd URI\r\n'), 400, lm.empty],
      ['a file over 5 MB', async () => send(c.owner, APPLY, 'watched.csv', `Date,Name,Year,Letterboxd URI\n${'x'.repeat(LIST_IMPORT_MAX_BYTES)}`), 413, lm.tooLarge],
      ['a damaged ZIP', async () => send(c.owner, APPLY, 'x.zip', zip.subarray(0, 300), 'application/zip'), 400, lm.unreadable],
      ['no file', () => c.owner.api({ method: 'POST', url: APPLY, ...multipartForm(null, { not: 'dosya' }) }), 400, lm.missingFile],
      ['JSON instead of a form', () => c.owner.api({ method: 'POST', url: APPLY, payload: { file: 'watched.csv' } }), 400, lm.missingFile],
    ];
    it.each(cases)('%s', async (_label, request, status, message) => {
      const before = [await rowsOf(movies, c.spaceId), await rowsOf(books, c.spaceId), await notificationsOf(c.spaceId)];
      const res = await request();
      expect(res.statusCode).toBe(status);
      expect(res.json().error).toBe(message);
      expect([await rowsOf(movies, c.spaceId), await rowsOf(books, c.spaceId), await notificationsOf(c.spaceId)]).toEqual(before);
    });

    it('the preview refuses alike', async () => {
      const res = await send(c.owner, PREVIEW, 'liste.csv', 'ad,yıl\r\n');
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(lm.unknownColumns);
    });
  });
});
