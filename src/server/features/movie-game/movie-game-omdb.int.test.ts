import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { startFakeOmdb, type FakeOmdb } from '../../../../testing/fakes/omdb';
import { movieGameMessages as gm, type GameToday } from '../../../shared/movie-game';
import { dayTitle } from './repo';

/** With an OMDb key the game's facts come from OMDb (through the shared cache), posters included. */
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

  it('judges with OMDb facts, hides the poster until the end, and caches the answer details', async () => {
    const answerPoster = '/posters/tt1375666.jpg';
    const open = await guess('tt0816692'); // Interstellar
    expect(open.statusCode, open.body).toBe(201);
    const body = open.json() as GameToday;
    expect(body.guesses[0].poster).toMatch(/\/posters\/tt0816692\.jpg$/);
    expect(body.guesses[0].cells.map((cell) => cell.verdict)).toEqual(['wrong', 'correct', 'correct', 'correct', 'close', 'close', 'wrong', 'close']);
    expect(body.guesses[0].cells[4]).toMatchObject({ value: '2014', arrow: 'down' });
    expect(open.body).not.toContain(answerPoster);
    expect(open.body).not.toContain('tt1375666');
    expect((await c.owner.api({ url: '/api/movie-game/today' })).body).not.toContain('Inception');

    const won = await guess('tt1375666');
    expect(won.json().answer).toMatchObject({ title: 'Inception', director: 'Christopher Nolan' });
    expect(won.json().answer.poster).toContain(answerPoster);
    expect(omdb.calls.filter((call) => call.i === 'tt1375666')).toHaveLength(1);
  });

  it('an unreachable OMDb is a Turkish 502 and stores nothing', async () => {
    clock.now = new Date('2026-07-02T09:00:00Z');
    await dayTitle(app.ctx.db, c.spaceId, '2026-07-02', ['tt0133093']);
    omdb.fail = 'down';
    try {
      const res = await c.partner.api({ method: 'POST', url: '/api/movie-game/guesses', payload: { imdbId: 'tt0903747' } });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: gm.detailsFailed });
      const search = await c.partner.api({ url: '/api/movie-game/search?q=breaking' });
      expect(search.statusCode).toBe(502);
      expect(search.json()).toEqual({ error: gm.searchFailed });
    } finally {
      omdb.fail = null;
    }
    expect((await c.partner.api({ url: '/api/movie-game/today' })).json().guesses).toEqual([]);
  });
});
