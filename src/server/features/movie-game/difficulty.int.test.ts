import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple } from '../../testing/fixtures';
import { movieGameMessages as gm } from '../../../shared/movie-game';
import { gamePool } from './pool';
import { findDay } from './repo';
import { scheduledTitle } from './schedule';
import { today } from '../../testing/movie-game';

describe("movie game: 'Zorluk', from the next day on", () => {
  let app: FastifyInstance;
  const clock = { now: new Date('2026-10-01T09:00:00Z') };
  const at = (iso: string) => (clock.now = new Date(iso));

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
  });
  afterAll(() => app.close());

  it('is Karışık by default, one per space, and refuses anything but Kolay, Karışık or Zor in Turkish', async () => {
    const c = await createCouple(app);
    const other = await createCouple(app);
    expect((await c.partner.api({ url: '/api/movie-game/settings' })).json()).toEqual({ difficulty: 'mixed' });
    for (const payload of [{}, { difficulty: 'expert' }, { difficulty: 1 }, { difficulty: null }]) {
      const res = await c.owner.api({ method: 'PUT', url: '/api/movie-game/settings', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: gm.difficultyInvalid });
    }
    const res = await c.owner.api({ method: 'PUT', url: '/api/movie-game/settings', payload: { difficulty: 'hard' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((await c.partner.api({ url: '/api/movie-game/settings' })).json()).toEqual({ difficulty: 'hard' });
    expect((await today(c.partner)).difficulty).toBe('hard');
    expect((await other.owner.api({ url: '/api/movie-game/settings' })).json()).toEqual({ difficulty: 'mixed' });
  });

  it("a change keeps today's title (chosen with the old setting if nobody opened it yet) and sets tomorrow's", async () => {
    at('2026-10-01T09:00:00Z');
    const c = await createCouple(app);
    const pool = gamePool();
    // Nobody has opened today: Kolay, saved now, must not choose it.
    await c.owner.api({ method: 'PUT', url: '/api/movie-game/settings', payload: { difficulty: 'easy' } });
    const first = await findDay(app.ctx.db, c.spaceId, '2026-10-01');
    expect(first!.imdbId).toBe(scheduledTitle(c.spaceId, '2026-10-01', pool.all, pool.all, []));
    expect((await today(c.partner)).day).toBe('2026-10-01');
    expect((await findDay(app.ctx.db, c.spaceId, '2026-10-01'))!.imdbId).toBe(first!.imdbId);

    at('2026-10-02T09:00:00Z');
    await today(c.owner);
    const second = await findDay(app.ctx.db, c.spaceId, '2026-10-02');
    expect(pool.easy).toContain(second!.imdbId);
    // Zor, on a day already opened: that day stays, the next is Zor.
    await c.partner.api({ method: 'PUT', url: '/api/movie-game/settings', payload: { difficulty: 'hard' } });
    expect((await findDay(app.ctx.db, c.spaceId, '2026-10-02'))!.imdbId).toBe(second!.imdbId);
    at('2026-10-03T09:00:00Z');
    await today(c.partner);
    expect(pool.hard).toContain((await findDay(app.ctx.db, c.spaceId, '2026-10-03'))!.imdbId);
  });
});
