import { describe, expect, it } from 'vitest';
import { OfflineCatalog, type OfflineEntry } from './offline';

const entries: OfflineEntry[] = [
  { imdbId: 'tt0133093', title: 'The Matrix', type: 'movie', year: 1999, director: 'Lana Wachowski, Lilly Wachowski', genres: ['Action', 'Sci-Fi'], runtime: 136, actors: ['Keanu Reeves', 'Laurence Fishburne', 'Carrie-Anne Moss'], imdbRating: 8.7, plot: 'A hacker learns the truth about his reality.' },
  { imdbId: 'tt0068646', title: 'The Godfather', type: 'movie', year: 1972, director: 'Francis Ford Coppola', genres: ['Crime', 'Drama'], runtime: 175, actors: ['Marlon Brando', 'Al Pacino', 'James Caan'], imdbRating: 9.2, plot: 'The aging patriarch of a crime dynasty hands it to his son.' },
  { imdbId: 'tt0111161', title: 'The Shawshank Redemption', titleTr: 'Esaretin Bedeli', type: 'movie', year: 1994, director: 'Frank Darabont', genres: ['Drama'], runtime: 142, actors: ['Tim Robbins', 'Morgan Freeman'], imdbRating: 9.3 },
  { imdbId: 'tt9000001', title: 'Şahsiyet', type: 'series', year: 2018, endYear: 2018, director: 'Onur Saylak', genres: ['Crime', 'Drama'], runtime: 60, actors: ['Haluk Bilginer'], imdbRating: 8.7 },
  { imdbId: 'tt0903747', title: 'Breaking Bad', type: 'series', year: 2008, endYear: 2013, director: 'Vince Gilligan', genres: ['Crime', 'Drama'], runtime: 49, actors: ['Bryan Cranston', 'Aaron Paul'], imdbRating: 9.5, plot: 'A teacher turns to making drugs.' },
];

describe('offline catalogue adapter', () => {
  const catalog = new OfflineCatalog(() => entries);

  it('finds titles fuzzily (a typo still matches) and only of the asked type', async () => {
    expect((await catalog.search('matrx', 'movie')).map((r) => r.id)).toEqual(['tt0133093']);
    expect(await catalog.search('matrix', 'series')).toEqual([]);
    expect((await catalog.search('breaking', 'series'))[0]).toEqual({ id: 'tt0903747', title: 'Breaking Bad', type: 'series', year: 2008, endYear: 2013, poster: null });
  });

  it('finds a title by its Turkish or original title, Turkish letters folded, with a small typo', async () => {
    for (const q of ['Esaretin Bedeli', 'esaretin bedelı', 'ESARETİN', 'esaretin bedli', 'shawshank', 'Shawshank Redemptıon'])
      expect((await catalog.search(q, 'movie'))[0], q).toMatchObject({ id: 'tt0111161', title: 'The Shawshank Redemption', titleTr: 'Esaretin Bedeli' });
    for (const q of ['sahsiyet', 'ŞAHSİYET', 'Şahsıyet', 'sahsyet'])
      expect((await catalog.search(q, 'series')).map((r) => r.id), q).toEqual(['tt9000001']);
    expect(await catalog.details('tt0111161')).toMatchObject({ title: 'The Shawshank Redemption', titleTr: 'Esaretin Bedeli', plot: '' });
  });

  it('does not match what is too far off (threshold 0.4)', async () => {
    expect(await catalog.search('zzzzqqq', 'movie')).toEqual([]);
  });

  it('gives every field the game compares, and null for an unknown id', async () => {
    expect(await catalog.details('tt0068646')).toMatchObject({ title: 'The Godfather', type: 'movie', director: 'Francis Ford Coppola', genres: ['Crime', 'Drama'], year: 1972, runtime: 175, actors: ['Marlon Brando', 'Al Pacino', 'James Caan'], imdbRating: 9.2, poster: null });
    expect(await catalog.details('tt9999999')).toBeNull();
  });
});
