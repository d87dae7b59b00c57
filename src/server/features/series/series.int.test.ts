import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { listContract } from '../../testing/list-contract';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { seriesMessages, seriesNotificationMessage } from '../../../shared/series';
import type { ChangeEvent } from '../../../shared/events';

listContract({
  path: '/api/series',
  topic: 'series',
  sample: {
    title: 'Breaking Bad',
    creator: 'Vince Gilligan',
    startYear: 2008,
    endYear: 2013,
    currentSeason: 2,
    currentEpisode: 5,
    totalSeasons: 5,
    genre: 'Crime, Drama, Thriller',
    imdbId: 'tt0903747',
    imdbRating: 9.5,
    poster: 'https://m.media-amazon.com/images/M/breaking-bad.jpg',
    plot: 'Bir kimya öğretmeni...',
    notes: 'Hafta sonu devam.',
    tags: ['dram'],
  },
  defaultStatus: 'Devam Ediyor',
  completedStatus: 'Tamamlandı',
  otherStatus: 'Bırakıldı',
  messages: seriesMessages,
  notification: seriesNotificationMessage,
});

describe('/api/series: seasons, episodes and the next episode', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  beforeAll(async () => {
    app = await createTestApp();
    c = await createCouple(app);
    other = await createCouple(app);
  });
  afterAll(() => app.close());

  const create = (payload: object) => c.owner.api({ method: 'POST', url: '/api/series', payload });

  it('uses the notification form of the spec', () => {
    expect(seriesNotificationMessage('Mehmet', 'Dark')).toBe('Mehmet yeni bir dizi ekledi: Dark');
  });

  it.each([
    [{ currentSeason: 0 }, seriesMessages.seasonMin],
    [{ currentSeason: -2 }, seriesMessages.seasonMin],
    [{ currentEpisode: 0 }, seriesMessages.episodeMin],
    [{ currentEpisode: 1.5 }, seriesMessages.episodeMin],
    [{ totalSeasons: 0 }, seriesMessages.totalSeasonsMin],
    [{ startYear: 2015, endYear: 2010 }, seriesMessages.endBeforeStart],
  ])('refuses %o', async (extra, message) => {
    const res = await create({ title: 'Dark', ...extra });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('one tap advances the episode (from 1 when unset) and tells both members', async () => {
    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
    const fresh = (await create({ title: 'Dark' })).json().item;
    expect(fresh).toMatchObject({ status: 'Devam Ediyor', currentSeason: null, currentEpisode: null });
    const first = await c.owner.api({ method: 'POST', url: `/api/series/${fresh.id}/next-episode` });
    expect(first.statusCode).toBe(200);
    expect(first.json().item).toMatchObject({ currentSeason: 1, currentEpisode: 1 });

    const watching = (await create({ title: 'Severance', currentSeason: 2, currentEpisode: 9 })).json().item;
    const next = await c.owner.api({ method: 'POST', url: `/api/series/${watching.id}/next-episode` });
    expect(next.json().item).toMatchObject({ currentSeason: 2, currentEpisode: 10, title: 'Severance' });
    // With PostgreSQL the events come back through LISTEN/NOTIFY, a moment after the answers.
    await vi.waitFor(() => expect(events.filter((e) => e.topic === 'series')).toHaveLength(4));
    stop();
  });

  it('is the owner’s alone: the partner gets 403, another couple 404', async () => {
    const item = (await create({ title: 'Fargo', currentSeason: 1, currentEpisode: 3 })).json().item;
    const url = `/api/series/${item.id}/next-episode`;
    const partner = await c.partner.api({ method: 'POST', url });
    expect(partner.statusCode).toBe(403);
    expect(partner.json().error).toBe(seriesMessages.onlyOwnerEdit);
    expect((await other.owner.api({ method: 'POST', url })).statusCode).toBe(404);
    expect((await c.owner.api({ method: 'POST', url: '/api/series/nope/next-episode' })).statusCode).toBe(404);
    const stored = (await c.owner.api({ url: '/api/series' })).json().items.find((s: { id: string }) => s.id === item.id);
    expect(stored.currentEpisode).toBe(3);
  });
});
