import { describe, expect, it } from 'vitest';
import { listContract } from '../../testing/list-contract';
import { useCoupleApp } from '../../testing/couple-app';
import { movieNotificationMessage, moviesMessages } from '../../../shared/movies';
import { listMessages } from '../../../shared/lists';

listContract({
  path: '/api/movies',
  topic: 'movies',
  sample: {
    title: 'Inception',
    director: 'Christopher Nolan',
    year: 2010,
    genre: 'Action, Adventure, Sci-Fi',
    imdbId: 'tt1375666',
    imdbRating: 8.8,
    poster: 'https://m.media-amazon.com/images/M/inception.jpg',
    plot: 'Rüya içinde rüya.',
    notes: 'Birlikte izleyelim.',
    tags: ['bilim kurgu'],
  },
  defaultStatus: 'İzlenecek',
  completedStatus: 'İzlendi',
  otherStatus: 'İzleniyor',
  messages: moviesMessages,
  notification: movieNotificationMessage,
});

describe('/api/movies: movie fields', () => {
  const t = useCoupleApp();

  it('uses the notification form of the spec', () => {
    expect(movieNotificationMessage('Ayşe', 'Inception')).toBe('Ayşe yeni bir film ekledi: Inception');
  });

  it.each([
    [{ year: 0 }, listMessages.year],
    [{ imdbRating: 11 }, listMessages.imdbRating],
    [{ imdbId: 'nm0634240' }, listMessages.imdbId],
    [{ poster: 'javascript:alert(1)' }, listMessages.imageUrl],
  ])('refuses %o', async (extra, message) => {
    const res = await t.c.owner.api({ method: 'POST', url: '/api/movies', payload: { title: 'x', ...extra } });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
  });

  it('stores empty optional fields as empty or null', async () => {
    const res = await t.c.owner.api({ method: 'POST', url: '/api/movies', payload: { title: ' Amélie ', imdbId: '', poster: '', year: null } });
    expect(res.json().item).toMatchObject({ title: 'Amélie', imdbId: null, poster: null, year: null, director: '', tags: [] });
  });
});
