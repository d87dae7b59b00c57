import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, as } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { yearSeeder } from '../../testing/yilimiz';
import { spaces } from '../../db/schema';
import type { YearInReview } from '../../../shared/yilimiz';

/**
 * A seeded 2024 (a leap year) in Europe/Istanbul (UTC+3), read on 10 January 2025. Another couple
 * adds the same kinds of things in the same year; none of them may show up in the first couple's.
 */
describe('Yılımız: the year in review', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  const clock = { now: new Date('2024-03-05T10:00:00Z') };
  const at = (iso: string) => (clock.now = new Date(iso));
  const year = async (member: TestMember, y: number | string) => {
    const res = await member.api({ url: `/api/yilimiz/${y}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as YearInReview;
  };
  const post = (m: TestMember, url: string, payload: object) => m.api({ method: 'POST', url, payload }).then((r) => r.json().item as { id: string });

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    // Sessions are made "now" (10 January 2025) and still valid when the seed writes earlier days.
    at('2025-01-10T09:00:00Z');
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
    await app.ctx.db.update(spaces).set({ timeZone: 'Europe/Istanbul' });

    // Films: two watched in 2024 (one rated 9, one 7), one still to watch, one watched at
    // 01:30 on 1 January 2025 in Istanbul (22:30 UTC on 31 December): that one is 2025's.
    at('2024-03-05T10:00:00Z');
    await post(c.owner, '/api/movies', { title: 'Inception', status: 'İzlendi', rating: 9, genre: 'Sci-Fi, Drama', director: 'Christopher Nolan', poster: 'https://img.example/i.jpg' });
    const later = await post(c.partner, '/api/movies', { title: 'Amélie', status: 'İzlenecek', genre: 'Comedy, Drama', director: 'Jean-Pierre Jeunet' });
    await post(c.owner, '/api/movies', { title: 'Bekleyen', status: 'İzlenecek', genre: 'Drama' });
    at('2024-06-01T10:00:00Z');
    await c.partner.api({ method: 'PUT', url: `/api/movies/${later.id}`, payload: { title: 'Amélie', status: 'İzlendi', rating: 7, genre: 'Comedy, Drama', director: 'Jean-Pierre Jeunet' } });
    // An edit months later does not move the day it was watched.
    at('2024-12-31T20:00:00Z');
    await c.partner.api({ method: 'PATCH', url: `/api/movies/${later.id}`, payload: { notes: 'Yine izleriz' } });
    at('2024-12-31T22:30:00Z');
    await post(c.owner, '/api/movies', { title: 'Yılbaşı Filmi', status: 'İzlendi', rating: 10, genre: 'Comedy', director: 'X' });
    at('2024-07-01T10:00:00Z');
    await post(other.owner, '/api/movies', { title: 'Başka Çiftin Filmi', status: 'İzlendi', rating: 10, genre: 'Drama', director: 'Christopher Nolan' });

    at('2024-04-10T10:00:00Z');
    await post(c.owner, '/api/books', { title: 'Kürk Mantolu Madonna', status: 'Okundu', rating: 10, author: 'Sabahattin Ali', thumbnail: 'https://img.example/k.jpg' });
    await post(c.partner, '/api/books', { title: 'İçimizdeki Şeytan', status: 'Okundu', author: 'Sabahattin Ali' });
    await post(c.owner, '/api/series', { title: 'Dark', status: 'Tamamlandı', rating: 8, creator: 'Baran bo Odar, Jantje Friese', genre: 'Mystery' });

    // Quotes: 00:30 on 1 January 2024 in Istanbul is still 2023 in UTC.
    at('2023-12-31T21:30:00Z');
    await c.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Yeni yılın ilk sözü', author: 'Ayşe' } });
    at('2023-12-31T20:30:00Z');
    await c.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: '2023 sözü', author: 'Ayşe' } });
    at('2024-05-01T10:00:00Z');
    await other.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Başka', author: 'Z' } });

    const s = yearSeeder(app, c.spaceId);
    await s.memory(c.owner.id, 'Artık gün', '2024-02-29', 5, true);
    await s.memory(c.partner.id, 'Şubat', '2024-02-14', 2);
    await s.memory(c.owner.id, 'Aralık', '2024-12-31', 0, true);
    await s.memory(c.owner.id, 'Ertesi yıl', '2025-01-01', 9, true);
    await s.place(c.owner.id, 'Moda Sahili', '2024-01-05', 40.98, 29.02);
    await s.place(c.owner.id, 'Anıtkabir', '2024-05-19', 39.925, 32.837);
    await s.place(c.partner.id, 'Eyfel Kulesi', '2024-08-10', 48.858, 2.294);
    await s.song(c.owner.id, '2024-02-29', 'Leap');
    await s.song(c.partner.id, '2024-07-01', 'Yaz');
    await s.song(c.owner.id, '2025-01-01', 'Sonraki');
    await s.gameDay(c.owner.id, '2024-03-01', true, 2);
    await s.gameDay(c.owner.id, '2024-03-02', true, 4);
    await s.gameDay(c.owner.id, '2024-03-03', false, 10);
    await s.gameDay(c.owner.id, '2024-03-04', true, 1);
    await s.gameDay(c.owner.id, '2024-03-06', true, 3);
    await s.gameDay(c.partner.id, '2024-03-01', true, 5);

    const o = yearSeeder(app, other.spaceId);
    await o.memory(other.owner.id, 'Başka anı', '2024-02-29', 50, true);
    await o.place(other.owner.id, 'Tokyo', '2024-03-01', 35.68, 139.69);
    await o.song(other.owner.id, '2024-02-29');
    await o.gameDay(other.owner.id, '2024-03-05', true, 1);
    at('2025-01-10T09:00:00Z');
  });
  afterAll(() => app.close());

  it('counts the films, series and books finished in the year, with their averages, best, genres and people', async () => {
    const y = await year(c.partner, 2024);
    expect(y.year).toBe(2024);
    expect(y.movies).toEqual({
      count: 2,
      averageRating: 8,
      best: { id: expect.any(String), title: 'Inception', rating: 9, cover: 'https://img.example/i.jpg' },
      covers: [{ id: expect.any(String), title: 'Inception', rating: 9, cover: 'https://img.example/i.jpg' }],
      topGenres: [{ name: 'Drama', count: 2 }, { name: 'Comedy', count: 1 }, { name: 'Sci-Fi', count: 1 }],
      topPeople: [{ name: 'Christopher Nolan', count: 1 }, { name: 'Jean-Pierre Jeunet', count: 1 }],
    });
    expect(y.books).toMatchObject({ count: 2, averageRating: 10, best: { title: 'Kürk Mantolu Madonna' }, topGenres: [], topPeople: [{ name: 'Sabahattin Ali', count: 2 }] });
    expect(y.series).toMatchObject({ count: 1, topPeople: [{ name: 'Baran bo Odar', count: 1 }, { name: 'Jantje Friese', count: 1 }] });
  });

  it('the turn of the year is the space’s midnight, not UTC’s', async () => {
    const y2025 = await year(c.owner, 2025);
    expect(y2025.movies).toMatchObject({ count: 1, best: { title: 'Yılbaşı Filmi' } });
    expect(y2025.memories.count).toBe(1);
    expect(y2025.songs.items.map((s) => s.title)).toEqual(['Sonraki']);
    const y2024 = await year(c.owner, 2024);
    expect(y2024.quotes.count).toBe(1);
    expect((await year(c.owner, 2023)).quotes.count).toBe(1);
    // Read at 23:30 UTC on 31 December, it is already 2025 in Istanbul: 2025 can be opened.
    at('2024-12-31T23:30:00Z');
    expect((await c.owner.api({ url: '/api/yilimiz/2025' })).statusCode).toBe(200);
    at('2024-12-31T20:30:00Z');
    expect((await c.owner.api({ url: '/api/yilimiz/2025' })).statusCode).toBe(404);
    at('2025-01-10T09:00:00Z');
  });

  it('memories by month with the leap day in February, the most liked and the year’s photos', async () => {
    const { memories } = await year(c.owner, 2024);
    expect(memories.count).toBe(3);
    expect(memories.byMonth).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(memories.mostLiked.map((m) => [m.title, m.date, m.likeCount])).toEqual([
      ['Artık gün', '2024-02-29', 5],
      ['Şubat', '2024-02-14', 2],
    ]);
    expect(memories.photos.map((p) => p.title)).toEqual(['Artık gün', 'Aralık']);
  });

  it('places on the map with the first and the farthest, the songs in order, the quotes and the days', async () => {
    const y = await year(c.owner, 2024);
    expect(y.places.count).toBe(3);
    expect(y.places.points.map((p) => p.name)).toEqual(['Moda Sahili', 'Anıtkabir', 'Eyfel Kulesi']);
    expect(y.places.first?.name).toBe('Moda Sahili');
    expect(y.places.farthest).toMatchObject({ name: 'Eyfel Kulesi' });
    expect(y.places.farthest!.km).toBeGreaterThan(2200);
    expect(y.places.farthest!.km).toBeLessThan(2300);
    expect(y.songs).toMatchObject({ count: 2, items: [{ title: 'Leap', date: '2024-02-29', addedByName: 'Ayşe' }, { title: 'Yaz', addedByName: 'Mehmet' }] });
    // Together since 2024-02-03: 332 days by 31 December 2024; 10 more by 10 January 2025.
    expect(y.days).toEqual({ thisYear: 332, total: 332 });
    expect((await year(c.owner, 2025)).days).toEqual({ thisYear: 10, total: 342 });
  });

  it('the game: days played, wins, best streak, guesses per win and who won more', async () => {
    const { game } = await year(c.owner, 2024);
    expect(game.players).toEqual([
      { id: c.owner.id, name: 'Ayşe', daysPlayed: 5, wins: 4, bestStreak: 3, guessesPerWin: 2.5 },
      { id: c.partner.id, name: 'Mehmet', daysPlayed: 1, wins: 1, bestStreak: 1, guessesPerWin: 5 },
    ]);
    expect(game.leaderId).toBe(c.owner.id);
  });

  it('another couple’s things are never counted, and theirs are only theirs', async () => {
    const mine = await year(c.owner, 2024);
    const names = JSON.stringify(mine);
    for (const word of ['Başka', 'Tokyo', 'Zeynep', 'Can"']) expect(names).not.toContain(word);
    const theirs = await year(other.partner, 2024);
    expect(theirs.movies).toMatchObject({ count: 1, best: { title: 'Başka Çiftin Filmi' } });
    expect(theirs.memories).toMatchObject({ count: 1, byMonth: [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] });
    expect(theirs.places.count).toBe(1);
    expect(theirs.songs.count).toBe(1);
    expect(theirs.quotes.count).toBe(1);
    expect(theirs.books.count + theirs.series.count).toBe(0);
    expect(theirs.game.players.map((p) => [p.name, p.wins])).toEqual([['Zeynep', 1], ['Can', 0]]);
  });

  it('an empty year answers its zeros; the years run from the first with data to this one', async () => {
    const y = await year(c.owner, 2010);
    expect(y.movies).toEqual({ count: 0, averageRating: null, best: null, covers: [], topGenres: [], topPeople: [] });
    expect(y.memories).toEqual({ count: 0, byMonth: Array(12).fill(0), mostLiked: [], photos: [] });
    expect(y.places).toEqual({ count: 0, points: [], first: null, farthest: null });
    expect(y.songs).toEqual({ count: 0, items: [] });
    expect(y.game.leaderId).toBeNull();
    expect(y.days).toEqual({ thisYear: 0, total: 0 });
    expect(y.years).toEqual([2025, 2024, 2023]);
  });

  it('a malformed year is a Turkish 400, one out of range a Turkish 404, a stranger 401', async () => {
    for (const bad of ['abc', '20245', '-2024', '2024.5']) {
      const res = await c.owner.api({ url: `/api/yilimiz/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ error: 'Geçersiz yıl.' });
    }
    for (const out of ['1899', '0000', '2026', '9999']) {
      const res = await c.owner.api({ url: `/api/yilimiz/${out}` });
      expect(res.statusCode, out).toBe(404);
      expect(res.json()).toEqual({ error: 'Bu yıl için bir özet yok.' });
    }
    expect((await as(app, null)({ url: '/api/yilimiz/2024' })).statusCode).toBe(401);
  });

  it('the list item keeps the day it was first finished, and loses it when it leaves the completed status', async () => {
    at('2025-01-05T10:00:00Z');
    const book = await post(c.owner, '/api/books', { title: 'Geri Dönen', status: 'Okundu', author: 'Y' });
    expect((await year(c.owner, 2025)).books.count).toBe(1);
    await c.owner.api({ method: 'PATCH', url: `/api/books/${book.id}`, payload: { status: 'Okunuyor' } });
    expect((await year(c.owner, 2025)).books.count).toBe(0);
    await c.owner.api({ method: 'DELETE', url: `/api/books/${book.id}` });
    at('2025-01-10T09:00:00Z');
  });
});
