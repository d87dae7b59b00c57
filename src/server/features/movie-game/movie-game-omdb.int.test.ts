import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { startFakeOmdb, type FakeOmdb } from '../../../../testing/fakes/omdb';
import { movieGameMessages as gm, type GameToday } from '../../../shared/movie-game';
import { dayTitle } from './repo';

/**
 * With an OMDb key (decision 025): a pool title is judged by the pool's checked facts and shows
 * OMDb's poster; any other title's facts come from OMDb (through the shared cache).
 */
describe('movie game with OMDb', () => {
  let omdb: FakeOmdb;
  let app: FastifyInstance;
  let c: Couple;
  const clock = { now: new Date('2026-07-01T09:00:00Z') };

  beforeAll(async () => {
    omdb = await startFakeOmdb();
    app = await createTestApp({ now: () => clock.now, env: { OMDB_API_KEY: 'game-key-1', ...omdb.env, REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    // The fake knows a handful of pool titles; fix today's to one of them.
    await dayTitle(app.ctx.db, c.spaceId, '2026-07-01', ['tt1375666']);
  });
  afterAll(async () => {
    await app.close();
    await omdb.close();
  });

  const guess = (imdbId: string) => c.owner.api({ method: 'POST', url: '/api/movie-game/guesses', payload: { imdbId } });

  it('searches movies and series together from 3 characters', async () => {
    expect((await c.owner.api({ url: '/api/movie-game/search?q=ma' })).json()).toEqual({ results: [] });
    const res = await c.owner.api({ url: '/api/movie-game/search?q=the' });
    expect(res.statusCode).toBe(200);
    const types = new Set((res.json().results as { type: string }[]).map((r) => r.type));
    expect(types).toEqual(new Set(['movie', 'series']));
  });

  it("judges pool titles by the pool's facts with OMDb's posters, hides the poster until the end, caches the details", async () => {
    const answerPoster = '/posters/tt1375666.jpg';
    const open = await guess('tt0816692'); // Interstellar
    expect(open.statusCode, open.body).toBe(201);
    const body = open.json() as GameToday;
    expect(body.guesses[0].poster).toMatch(/\/posters\/tt0816692\.jpg$/);
    expect(body.guesses[0].cells.map((cell) => cell.verdict)).toEqual(['wrong', 'correct', 'correct', 'correct', 'close', 'close', 'wrong', 'close']);
    expect(body.guesses[0].cells[4]).toMatchObject({ value: '2014', arrow: 'down' });
    expect(open.body).not.toContain(answerPoster);
    expect(open.body).not.toContain('tt1375666');
    const todayBody = (await c.owner.api({ url: '/api/movie-game/today' })).body;
    expect(todayBody).not.toContain('Inception');
    expect(todayBody).not.toContain('Başlangıç');

    const won = await guess('tt1375666');
    // Shown by its Turkish title, the original beside it (scripts/game-pool/turkish-titles.json).
    expect(won.json().answer).toMatchObject({ title: 'Başlangıç', originalTitle: 'Inception', director: 'Christopher Nolan' });
    expect(won.json().answer.poster).toContain(answerPoster);
    expect(omdb.calls.filter((call) => call.i === 'tt1375666')).toHaveLength(1);
  });

  it("a title outside the pool is OMDb's: OMDb down is a Turkish 502 and stores nothing; pool titles still play", async () => {
    clock.now = new Date('2026-07-02T09:00:00Z');
    await dayTitle(app.ctx.db, c.spaceId, '2026-07-02', ['tt0133093']);
    const reloaded = await c.partner.api({ method: 'POST', url: '/api/movie-game/guesses', payload: { imdbId: 'tt0234215' } });
    expect(reloaded.statusCode, reloaded.body).toBe(201);
    expect(reloaded.json().guesses[0]).toMatchObject({ title: 'The Matrix Reloaded', poster: null });
    omdb.fail = 'down';
    try {
      const res = await c.partner.api({ method: 'POST', url: '/api/movie-game/guesses', payload: { imdbId: 'tt5697572' } }); // Cats, outside the pool
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: gm.detailsFailed });
      const search = await c.partner.api({ url: '/api/movie-game/search?q=jellicle' }); // nothing in the catalogue either
      expect(search.statusCode).toBe(502);
      expect(search.json()).toEqual({ error: gm.searchFailed });
      expect((await c.partner.api({ url: '/api/movie-game/today' })).json().guesses).toHaveLength(1);
      // The pool's own titles need no OMDb: found, and judged, without a poster.
      const found = await c.partner.api({ url: '/api/movie-game/search?q=breaking%20bad' });
      // Movies and series interleave (titles.ts): the best series comes second, after Breaking the Waves.
      expect(found.json().results.slice(0, 2)).toContainEqual(expect.objectContaining({ id: 'tt0903747', title: 'Breaking Bad', poster: null }));
      const pooled = await c.partner.api({ method: 'POST', url: '/api/movie-game/guesses', payload: { imdbId: 'tt0903747' } });
      expect(pooled.statusCode, pooled.body).toBe(201);
      expect(pooled.json().guesses[0]).toMatchObject({ imdbId: 'tt0903747', poster: null });
    } finally {
      omdb.fail = null;
    }
  });
});
