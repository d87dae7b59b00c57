import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { win } from '../../testing/movie-game';
import { startFakeYouTube, type FakeYouTube } from '../../../../testing/fakes/youtube';
import type { NotificationList } from '../../../shared/notifications';
import { todayInSpaceZone } from '../../../shared/dates';

/**
 * Every action of one member that the other would want to know of rings the partner's bell
 * (and, with push, their phone): one case per feature. Adding a memory once rang nobody.
 */
describe('every partner action notifies the partner', () => {
  let app: FastifyInstance;
  let yt: FakeYouTube;
  let c: Couple;
  let memoryId = '';

  beforeAll(async () => {
    yt = await startFakeYouTube();
    app = await createTestApp({ env: { ...yt.env, REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    // A memory of the partner's, for the like and the comment cases.
    const res = await c.partner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Kapadokya', date: '2024-09-15', category: 'travel' } });
    memoryId = res.json().memory.id;
  });
  afterAll(async () => {
    await app.close();
    await yt.close();
  });

  const list = async (m: TestMember) => (await m.api({ url: '/api/notifications' })).json() as NotificationList;
  const post = (m: TestMember, url: string, payload: object, method: 'POST' | 'PUT' = 'POST') => m.api({ method, url, payload });

  const cases: [string, () => Promise<unknown>, string, string][] = [
    ['a movie', () => post(c.owner, '/api/movies', { title: 'Inception' }), 'Yeni film', 'Ayşe yeni bir film ekledi: Inception'],
    ['a series', () => post(c.owner, '/api/series', { title: 'Dark' }), 'Yeni dizi', 'Ayşe yeni bir dizi ekledi: Dark'],
    ['a book', () => post(c.owner, '/api/books', { title: 'Dune' }), 'Yeni kitap', 'Ayşe yeni bir kitap ekledi: Dune'],
    ['a quote', () => post(c.owner, '/api/quotes', { text: 'Sevgi her şeydir.', author: 'Mevlana' }), 'Yeni alıntı', 'Ayşe'],
    ['a memory', () => post(c.owner, '/api/memories', { title: 'Bodrum tatili', date: '2025-07-01', category: 'travel' }), 'Yeni anı', 'Ayşe yeni bir anı ekledi: Bodrum tatili'],
    ['a like', () => c.owner.api({ method: 'PUT', url: `/api/memories/${memoryId}/like` }), 'Yeni beğeni', 'Ayşe anınızı beğendi: Kapadokya'],
    ['a comment', () => post(c.owner, `/api/memories/${memoryId}/comments`, { text: 'Ne güzeldi!' }), 'Yeni yorum', 'Ayşe anınıza yorum yaptı: Kapadokya'],
    ['a place', () => post(c.owner, '/api/places', { name: 'Galata Kulesi', address: 'Beyoğlu, İstanbul', lat: 41.0256, lng: 28.9741, category: 'Müze', visitDate: '2025-04-12' }), 'Yeni yer', 'Ayşe yeni bir yer ekledi: Galata Kulesi'],
    ['a song', () => post(c.owner, '/api/music', { date: todayInSpaceZone(app.ctx.now(), 'Europe/Istanbul'), url: 'https://youtu.be/2Vv-BfVoq4g' }), 'Günün şarkısı', 'Ayşe'],
    ['a game result', () => win(app, c.owner), 'Günün Film Tahmini', 'Ayşe'],
  ];

  it.each(cases)('%s', async (_label, act, title, message) => {
    const before = (await list(c.partner)).notifications.length;
    const ownBefore = (await list(c.owner)).notifications.length;
    const res = (await act()) as { statusCode?: number; body?: string } | undefined;
    if (res && typeof res.statusCode === 'number') expect(res.statusCode, res.body).toBeLessThan(300);
    const after = await list(c.partner);
    expect(after.notifications.length).toBe(before + 1);
    expect(after.notifications[0].title).toContain(title);
    expect(after.notifications[0].message).toContain(message);
    // Nobody is told of their own act.
    expect((await list(c.owner)).notifications.length).toBe(ownBefore);
  });
});
