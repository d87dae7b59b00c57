import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { createCouple, seedContextFor } from '../../testing/fixtures';
import { moviesSeed } from '../movies/seed';
import { seriesSeed } from '../series/seed';
import { booksSeed } from '../books/seed';

describe('demo seed of movies, series and books', () => {
  it('adds sample items from both members once, valid through the API', async () => {
    const app = await createTestApp();
    const c = await createCouple(app);
    const ctx = seedContextFor(app, c, new Date());
    for (let run = 0; run < 2; run++) {
      await moviesSeed(ctx);
      await seriesSeed(ctx);
      await booksSeed(ctx);
    }
    const movies = (await c.owner.api({ url: '/api/movies' })).json().items;
    const series = (await c.owner.api({ url: '/api/series' })).json().items;
    const books = (await c.owner.api({ url: '/api/books' })).json().items;
    expect([movies.length, series.length, books.length]).toEqual([5, 4, 4]);
    expect(movies[0]).toMatchObject({ title: 'Arrival', status: 'İzlenecek', director: 'Denis Villeneuve' });
    expect(series.find((s: { title: string }) => s.title === 'Dark')).toMatchObject({ currentSeason: 2, currentEpisode: 4, status: 'Devam Ediyor' });
    expect(new Set(books.map((b: { addedBy: { id: string } }) => b.addedBy.id))).toEqual(new Set([c.owner.id, c.partner.id]));
    await app.close();
  });
});
