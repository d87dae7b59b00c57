import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, seedContextFor } from '../../testing/fixtures';
import { musicSeed } from './seed';

describe('music demo seed', () => {
  let app: FastifyInstance;
  let c: Couple;
  const now = new Date('2025-05-10T21:30:00Z'); // already 11 May in Istanbul
  beforeAll(async () => {
    app = await createTestApp({ now: () => now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  it('adds both members’ songs for today and the days before, once', async () => {
    const ctx = seedContextFor(app, c, now);
    await musicSeed(ctx);
    await musicSeed(ctx);
    const today = (await c.owner.api({ url: '/api/music' })).json();
    expect(today.date).toBe('2025-05-11');
    expect(today.music.map((s: { addedBy: { displayName: string } }) => s.addedBy.displayName)).toEqual(['Ayşe', 'Mehmet']);
    expect((await c.owner.api({ url: '/api/music?date=2025-05-10' })).json().music).toHaveLength(1);
    expect((await c.owner.api({ url: '/api/home' })).json().counts.music).toBe(4);
    expect((await c.owner.api({ url: '/api/notifications' })).json().notifications[0].message).toBe(
      'Mehmet günün şarkısını ekledi: Ed Sheeran - Perfect (Official Music Video)',
    );
  });
});
