import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { loveQuotes, type HomeData } from '../../../shared/home';
import { homeCounters } from './counts';
import { movies } from '../../db/schema';

describe('home', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  // 14 February 2025, 23:30 in Istanbul.
  const clock = { now: new Date('2025-02-14T20:30:00Z') };

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  const home = async (m: Couple['owner']) => (await m.api({ url: '/api/home' })).json() as HomeData;

  it('counts days in the space calendar and finds the next special date', async () => {
    clock.now = new Date('2025-02-14T20:30:00Z');
    let data = await home(c.owner);
    expect(data.today).toBe('2025-02-14');
    expect(data.togetherSince).toBe('2024-02-03');
    expect(data.daysTogether).toBe(377);
    expect(data.nextSpecialDate).toMatchObject({ name: 'Sevgililer Günü', date: '2025-02-14', daysLeft: 0 });
    expect(data.dailyQuote).toBe(loveQuotes[4]);
    expect(data.members.map((m) => m.displayName)).toEqual(['Ayşe', 'Mehmet']);
    expect(data.members.every((m) => m.photoUrl === null)).toBe(true);

    // 21:00 UTC: midnight in Istanbul, the 15th.
    clock.now = new Date('2025-02-14T21:00:00Z');
    data = await home(c.owner);
    expect(data.today).toBe('2025-02-15');
    expect(data.daysTogether).toBe(378);
    expect(data.dailyQuote).toBe(loveQuotes[5]);
    // Next: the anniversary on 3 February 2026.
    expect(data.nextSpecialDate).toMatchObject({ name: 'Ay Dönümümüz', date: '2026-02-03', daysLeft: 353 });
  });

  it('a special date added in settings becomes the countdown', async () => {
    clock.now = new Date('2025-02-14T21:00:00Z');
    await c.partner.api({ method: 'POST', url: '/api/settings/special-dates', payload: { name: 'İlk Buluşma', date: '2019-03-01' } });
    expect((await home(c.owner)).nextSpecialDate).toMatchObject({ name: 'İlk Buluşma', date: '2025-03-01', daysLeft: 14 });
    expect((await home(other.owner)).nextSpecialDate!.name).toBe('Ay Dönümümüz');
  });

  it('counts the six categories of the own space only', async () => {
    const empty = { movies: 0, series: 0, books: 0, music: 0, places: 0, quotes: 0 };
    expect((await home(c.owner)).counts).toEqual(empty);
    await c.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Bir', author: 'A' } });
    await c.partner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'İki', author: 'B' } });
    await app.ctx.db.insert(movies).values({ spaceId: c.spaceId, title: 'Inception', status: 'İzlenecek' });
    expect((await home(c.partner)).counts).toEqual({ ...empty, quotes: 2, movies: 1 });
    expect((await home(other.owner)).counts).toEqual(empty);
  });

  it('a failed count shows 0, is logged, and the page still loads', async () => {
    const spy = vi.spyOn(app.log, 'error');
    const original = homeCounters.quotes;
    homeCounters.quotes = async () => {
      throw new Error('db gone');
    };
    try {
      const res = await c.owner.api({ url: '/api/home' });
      expect(res.statusCode).toBe(200);
      expect(res.json().counts).toMatchObject({ quotes: 0, movies: 1 });
      expect(spy).toHaveBeenCalledWith(expect.objectContaining({ category: 'quotes' }), 'home count failed');
    } finally {
      homeCounters.quotes = original;
      spy.mockRestore();
    }
  });

  it('uses the time zone from the settings', async () => {
    clock.now = new Date('2025-02-14T21:00:00Z'); // 16:00 in New York, still the 14th
    await other.owner.api({ method: 'PATCH', url: '/api/settings/space', payload: { timeZone: 'America/New_York' } });
    const data = await home(other.partner);
    expect(data.today).toBe('2025-02-14');
    expect(data.nextSpecialDate).toMatchObject({ name: 'Sevgililer Günü', daysLeft: 0 });
  });

  it('needs a session', async () => {
    expect((await app.inject({ url: '/api/home' })).statusCode).toBe(401);
  });
});
