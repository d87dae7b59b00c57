import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import type { GameMemberStats } from '../../../shared/movie-game';
import { movieGameSeed } from './seed';

describe('movie game demo seed', () => {
  let app: FastifyInstance;
  let c: Couple;
  const now = new Date('2025-05-10T10:00:00Z');
  beforeAll(async () => {
    app = await createTestApp({ now: () => now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  it('plays five past days for both members once, one more as practice that counts nowhere, and leaves today open', async () => {
    const ctx = { db: app.ctx.db, space: { id: c.spaceId }, members: [{ id: c.owner.id }, { id: c.partner.id }], now };
    await movieGameSeed(ctx);
    await movieGameSeed(ctx);
    const stats: GameMemberStats[] = (await c.owner.api({ url: '/api/movie-game/stats' })).json().members;
    const owner = stats.find((s) => s.id === c.owner.id)!;
    const partner = stats.find((s) => s.id === c.partner.id)!;
    // Won, won, won, lost (leaves it), won.
    expect(owner).toMatchObject({ played: 5, wins: 4, winRate: 80, currentStreak: 4, longestStreak: 4 });
    expect(owner.distribution).toEqual([0, 1, 1, 1, 1, 0, 0, 0, 0, 0]);
    expect(partner).toMatchObject({ played: 5, wins: 4, currentStreak: 4 });
    expect(partner.distribution).toEqual([0, 0, 1, 1, 0, 1, 1, 0, 0, 0]);
    const today = (await c.owner.api({ url: '/api/movie-game/today' })).json();
    expect(today).toMatchObject({ day: '2025-05-10', number: 6, status: 'not-started', answer: null });
    const past = (await c.owner.api({ url: '/api/movie-game/days' })).json().days as { day: string; status: string; practice: boolean }[];
    expect(past.filter((d) => d.practice)).toEqual([{ day: '2025-04-28', status: 'won', practice: true }]);
    expect(past.filter((d) => d.status !== 'not-started')).toHaveLength(6);
  });
});
