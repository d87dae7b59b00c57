import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, type Couple } from '../testing/fixtures';
import { startFakeOmdb, type FakeOmdb } from '../../../testing/fakes/omdb';
import { startFakeGoogleBooks, type FakeGoogleBooks } from '../../../testing/fakes/google-books';
import { messages } from '../../shared/messages';
import { catalogCache } from '../db/schema';

const OMDB_KEY = 'omdb-secret-key-123';
const BOOKS_KEY = 'books-secret-key-456';

describe('catalogue proxy with OMDb and Google Books', () => {
  let omdb: FakeOmdb;
  let books: FakeGoogleBooks;
  let app: FastifyInstance;
  let c: Couple;
  let logs = '';

  beforeAll(async () => {
    omdb = await startFakeOmdb();
    books = await startFakeGoogleBooks();
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs += chunk.toString();
        done();
      },
    });
    app = await createTestApp({
      env: { OMDB_API_KEY: OMDB_KEY, GOOGLE_BOOKS_API_KEY: BOOKS_KEY, ...omdb.env, ...books.env },
      logger: { level: 'trace', stream },
    });
    c = await createCouple(app);
  });
  afterAll(async () => {
    await app.close();
    await omdb.close();
    await books.close();
  });
  beforeEach(async () => {
    omdb.fail = null;
    books.fail = null;
    omdb.calls.length = 0;
    books.calls.length = 0;
    await app.ctx.db.delete(catalogCache);
  });

  const get = (url: string) => c.owner.api({ url });

  it('searches movies and series of their own type, with years and null posters mapped', async () => {
    const movies = await get('/api/catalog/movies/search?q=matrix');
    expect(movies.statusCode).toBe(200);
    expect(movies.json().results.map((r: { title: string }) => r.title)).toEqual(['The Matrix', 'The Matrix Reloaded']);
    expect(movies.json().results[1].poster).toBeNull();
    expect(omdb.calls[0]).toEqual({ s: 'matrix', type: 'movie', i: undefined });

    const series = await get('/api/catalog/series/search?q=game%20of');
    expect(series.json().results).toEqual([
      { id: 'tt0944947', title: 'Game of Thrones', type: 'series', year: 2011, endYear: 2019, poster: null },
    ]);
  });

  it('answers a repeated search from the cache: the service is called once', async () => {
    await get('/api/catalog/movies/search?q=Inception');
    const again = await get('/api/catalog/movies/search?q=%20inception%20');
    const partner = await c.partner.api({ url: '/api/catalog/movies/search?q=INCEPTION' });
    expect(again.json()).toEqual(partner.json());
    expect(again.json().results[0].id).toBe('tt1375666');
    expect(omdb.calls).toHaveLength(1);

    await get('/api/catalog/movies/tt1375666');
    await get('/api/catalog/movies/tt1375666');
    expect(omdb.calls).toHaveLength(2);
  });

  it('the cache expires: search after 24 hours, details after 30 days', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const timed = await createTestApp({ env: { OMDB_API_KEY: OMDB_KEY, ...omdb.env }, now: () => now });
    const member = (await createCouple(timed)).owner;
    await member.api({ url: '/api/catalog/movies/search?q=before' });
    await member.api({ url: '/api/catalog/movies/tt0112471' });
    now = new Date('2026-03-02T09:59:00Z');
    await member.api({ url: '/api/catalog/movies/search?q=before' });
    expect(omdb.calls).toHaveLength(2);
    now = new Date('2026-03-02T10:01:00Z');
    await member.api({ url: '/api/catalog/movies/search?q=before' });
    await member.api({ url: '/api/catalog/movies/tt0112471' });
    expect(omdb.calls).toHaveLength(3);
    now = new Date('2026-03-31T09:59:00Z');
    const later = (await createCouple(timed)).owner; // sessions last 30 days too
    await later.api({ url: '/api/catalog/movies/tt0112471' });
    expect(omdb.calls).toHaveLength(3);
    now = new Date('2026-03-31T10:01:00Z');
    await later.api({ url: '/api/catalog/movies/tt0112471' });
    expect(omdb.calls).toHaveLength(4);
    await timed.close();
  });

  it('details: a movie in full, a series with creator and years', async () => {
    const movie = await get('/api/catalog/movies/tt1375666');
    expect(movie.json().details).toMatchObject({ title: 'Inception', director: 'Christopher Nolan', year: 2010, runtime: 148, imdbRating: 8.8, genres: ['Action', 'Adventure', 'Sci-Fi'] });
    expect(movie.json().details.poster).toMatch(/^https:\/\//);
    expect(omdb.calls[0]).toMatchObject({ i: 'tt1375666' });
    const series = await get('/api/catalog/series/tt3581920');
    expect(series.json().details).toMatchObject({ type: 'series', director: 'Craig Mazin, Neil Druckmann', year: 2023, endYear: null, totalSeasons: 2 });
  });

  it('"not found" and "Too many results." are empty lists; a short query asks nothing', async () => {
    expect((await get('/api/catalog/movies/search?q=qqxzy')).json()).toEqual({ results: [] });
    expect((await get('/api/catalog/series/search?q=qqxzy')).json()).toEqual({ results: [] });
    expect((await get('/api/catalog/movies/search?q=th')).json()).toEqual({ results: [] });
    expect(omdb.calls).toHaveLength(3);
    expect((await get('/api/catalog/movies/search?q=a')).json()).toEqual({ results: [] });
    expect((await get('/api/catalog/movies/search')).json()).toEqual({ results: [] });
    expect(omdb.calls).toHaveLength(3);
  });

  it('an unknown or malformed id is a 404 with the details message', async () => {
    const unknown = await get('/api/catalog/movies/tt0000001');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Film detayları alınırken bir hata oluştu.');
    const malformed = await get('/api/catalog/series/not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().error).toBe('Dizi detayları alınırken bir hata oluştu.');
    expect((await get('/api/catalog/books/zzzzzzzzzzzz')).json().error).toBe('Kitap detayları alınırken bir hata oluştu.');
  });

  it.each(['invalid-key', 'limit', 'down'] as const)('OMDb failure "%s" is a Turkish 502, never cached', async (fail) => {
    omdb.fail = fail;
    const search = await get('/api/catalog/movies/search?q=interstellar');
    expect(search.statusCode).toBe(502);
    expect(search.json()).toEqual({ error: 'Film arama sırasında bir hata oluştu.' });
    const series = await get('/api/catalog/series/search?q=office');
    expect(series.json()).toEqual({ error: 'Dizi arama sırasında bir hata oluştu.' });
    const details = await get('/api/catalog/movies/tt0816692');
    expect(details.statusCode).toBe(502);
    expect(details.json()).toEqual({ error: 'Film detayları alınırken bir hata oluştu.' });
    expect((await get('/api/catalog/series/tt0903747')).json()).toEqual({ error: 'Dizi detayları alınırken bir hata oluştu.' });

    omdb.fail = null;
    const recovered = await get('/api/catalog/movies/search?q=interstellar');
    expect(recovered.json().results[0].id).toBe('tt0816692');
  });

  it('books: search by title or author, year and publisher filled, https thumbnails', async () => {
    const res = await get('/api/catalog/books/search?q=sabahattin');
    expect(res.json().results).toEqual([
      { id: 'KurkMantoM01', title: 'Kürk Mantolu Madonna', authors: ['Sabahattin Ali'], year: 2013, publisher: 'Yapı Kredi Yayınları', thumbnail: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+\/covers\/KurkMantoM01\.svg\?zoom=1$/) },
    ]);
    expect((await get('/api/catalog/books/search?q=qqxzyqq')).json()).toEqual({ results: [] });
    const details = await get('/api/catalog/books/TutunamaY001');
    expect(details.json().details).toMatchObject({ title: 'Tutunamayanlar', authors: ['Oğuz Atay'], year: 1972, publisher: 'İletişim Yayınları', description: 'Türk edebiyatının en önemli romanlarından biri.' });
  });

  it('books: repeated search is cached', async () => {
    await get('/api/catalog/books/search?q=dune');
    await get('/api/catalog/books/search?q=Dune');
    expect(books.calls).toHaveLength(1);
  });

  it.each(['invalid-key', 'quota', 'down'] as const)('Google Books failure "%s" is a Turkish 502', async (fail) => {
    books.fail = fail;
    const search = await get('/api/catalog/books/search?q=dune');
    expect(search.statusCode).toBe(502);
    expect(search.json()).toEqual({ error: 'Kitap arama sırasında bir hata oluştu.' });
    const details = await get('/api/catalog/books/DuneHerbr001');
    expect(details.json()).toEqual({ error: 'Kitap detayları alınırken bir hata oluştu.' });
  });

  it('keys never leave the server nor reach the logs', async () => {
    omdb.fail = 'limit';
    books.fail = 'quota';
    const answers = [
      await get('/api/catalog/movies/search?q=matrix'),
      await get('/api/catalog/books/search?q=dune'),
    ];
    omdb.fail = null;
    books.fail = null;
    answers.push(await get('/api/catalog/movies/tt1375666'), await get('/api/catalog/books/search?q=dune'));
    for (const res of answers) {
      expect(res.body).not.toContain(OMDB_KEY);
      expect(res.body).not.toContain(BOOKS_KEY);
      expect(res.body).not.toMatch(/apikey|127\.0\.0\.1:\d+\/\?/);
    }
    expect(logs).toContain('catalogue call failed');
    expect(logs).not.toContain(OMDB_KEY);
    expect(logs).not.toContain(BOOKS_KEY);
  });

  it('needs a session', async () => {
    const res = await app.inject({ url: '/api/catalog/movies/search?q=matrix' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe(messages.auth.notSignedIn);
  });
});

describe('catalogue proxy rate limit', () => {
  it('counts each member on their own and answers 429 in Turkish past the limit', async () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const app = await createTestApp({ env: { CATALOG_MAX_PER_MINUTE: '3' }, now: () => now });
    const c = await createCouple(app);
    for (let i = 0; i < 3; i++) expect((await c.owner.api({ url: '/api/catalog/movies/search?q=matrix' })).statusCode).toBe(200);
    const limited = await c.owner.api({ url: '/api/catalog/series/search?q=office' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(messages.http.rateLimited);
    expect((await c.partner.api({ url: '/api/catalog/movies/search?q=matrix' })).statusCode).toBe(200);
    now = new Date('2026-03-01T10:01:01Z');
    expect((await c.owner.api({ url: '/api/catalog/movies/search?q=matrix' })).statusCode).toBe(200);
    await app.close();
  });
});

describe('keyless mode', () => {
  let app: FastifyInstance;
  let omdb: FakeOmdb;
  beforeAll(async () => {
    omdb = await startFakeOmdb();
    // No OMDB_API_KEY: even with a reachable OMDb the offline catalogue answers.
    app = await createTestApp({ env: omdb.env });
  });
  afterAll(async () => {
    await app.close();
    await omdb.close();
  });

  it('searches and reads the bundled offline catalogue', async () => {
    const c = await createCouple(app);
    const movies = await c.owner.api({ url: '/api/catalog/movies/search?q=godfathr' });
    expect(movies.statusCode).toBe(200);
    const godfather = movies.json().results.find((r: { id: string }) => r.id === 'tt0068646');
    expect(godfather).toMatchObject({ title: 'The Godfather', type: 'movie', year: 1972, poster: null });
    const series = await c.owner.api({ url: '/api/catalog/series/search?q=breaking%20bad' });
    expect(series.json().results[0]).toMatchObject({ id: 'tt0903747', type: 'series', year: 2008, endYear: 2013 });
    const details = await c.owner.api({ url: '/api/catalog/movies/tt0068646' });
    expect(details.json().details).toMatchObject({ title: 'The Godfather', director: 'Francis Ford Coppola', runtime: 175 });
    expect((await c.owner.api({ url: '/api/catalog/movies/search?q=breaking%20bad' })).json().results.every((r: { type: string }) => r.type === 'movie')).toBe(true);
    expect(omdb.calls).toHaveLength(0);
  });
});
