import { describe, expect, it } from 'vitest';
import { bookInput } from '../../shared/books';
import { LIST_TEXT_MAX } from '../../shared/lists';
import { movieInput } from '../../shared/movies';
import { seriesInput } from '../../shared/series';
import { fitBook, fitTitleDetails, fitTitleResult } from './fit';
import { GoogleBooksCatalog } from './google-books';
import { OmdbCatalog } from './omdb';
import { recording, replay } from './fixtures/replay';

/**
 * Issue 24's last paragraph: every field a catalogue answer fills, checked with the longest
 * answers we have against the limits the list routes apply. What the form would send with the
 * shortened answer is parsed with the server's own schema, and must pass.
 */
const omdb = (name: string) => new OmdbCatalog({ apiKey: 'k', baseUrl: 'https://omdb.test', fetch: replay(name) });
const books = (name: string) => new GoogleBooksCatalog({ apiKey: null, baseUrl: 'https://books.test/books/v1', fetch: replay(name) });
const issues = (r: { error?: { issues: unknown[] } }) => r.error?.issues ?? [];

describe('catalogue answers fit the list forms', () => {
  it("OMDb, an anthology movie (Paris, je t'aime: 22 directors, a plot past 4000): whole names kept, the rest dropped", async () => {
    const raw = (await omdb('omdb/details-anthology').details('tt0401711'))!;
    expect(raw.director.length).toBeGreaterThan(LIST_TEXT_MAX.person);
    expect(raw.plot.length).toBeGreaterThan(LIST_TEXT_MAX.plot);
    // Before: the form filled with these values is refused.
    expect(issues(movieInput.safeParse({ title: raw.title, director: raw.director, genre: raw.genres.join(', '), plot: raw.plot }))).toHaveLength(2);

    const d = fitTitleDetails(raw);
    expect(d.director.length).toBeLessThanOrEqual(LIST_TEXT_MAX.person);
    expect(d.director).toMatch(/^Olivier Assayas, Frédéric Auburtin, .*, [^,]+[a-zé]$/);
    expect(raw.director.startsWith(`${d.director},`)).toBe(true);
    expect(d.plot.length).toBeLessThanOrEqual(LIST_TEXT_MAX.plot);
    expect(d.plot).toMatch(/^Paris, je t'aime is a collective .*[a-z]…$/);
    expect(d.genres).toEqual(['Comedy', 'Drama', 'Romance']);
    expect(d.actors).toEqual(raw.actors);
    expect(issues(movieInput.safeParse({ title: d.title, director: d.director, genre: d.genres.join(', '), plot: d.plot }))).toEqual([]);
  });

  it('OMDb, an anthology series: its creators from Writer (notes removed) fit the creator field', async () => {
    const raw = (await omdb('omdb/details-series-anthology').details('tt0096708'))!;
    expect(raw.director.length).toBeGreaterThan(LIST_TEXT_MAX.person);
    const d = fitTitleDetails(raw);
    expect(d.director).toMatch(/^William M\. Gaines, Al Feldstein, /);
    expect(issues(seriesInput.safeParse({ title: d.title, creator: d.director, genre: d.genres.join(', '), plot: d.plot }))).toEqual([]);
  });

  it('titles and genres past their limits (an odd answer) are cut at a word and to whole genres', () => {
    const long = { id: 'tt0000001', type: 'movie' as const, year: 2001, endYear: null, poster: null };
    const title = Array.from({ length: 60 }, (_, i) => `Revenge${i}`).join(' of the ');
    expect(fitTitleResult({ ...long, title }).title.length).toBeLessThanOrEqual(LIST_TEXT_MAX.title);
    const genres = Array.from({ length: 40 }, (_, i) => `Genre number ${i}`);
    const d = fitTitleDetails({ ...long, title, director: '', genres, runtime: null, actors: [], imdbRating: null, plot: '', totalSeasons: null });
    expect(d.genres.join(', ').length).toBeLessThanOrEqual(LIST_TEXT_MAX.genre);
    expect(d.genres[0]).toBe('Genre number 0');
    expect(issues(movieInput.safeParse({ title: d.title, genre: d.genres.join(', ') }))).toEqual([]);
  });

  it("Google Books: Robinson Crusoe's whole 1719 title and imprint, and a handbook's 24 authors", async () => {
    const volume = (await books('google-books/volume-long-title').details('gLHgAAAAMAAJ'))!;
    expect(volume.title.length).toBeGreaterThan(LIST_TEXT_MAX.title);
    const b = fitBook(volume);
    expect(b.title).toMatch(/^The Life and Strange Surprizing Adventures of Robinson Crusoe, of York, Mariner: .*[a-z]…$/);
    expect(b.title.length).toBeLessThanOrEqual(LIST_TEXT_MAX.title);
    expect(b.publisher.length).toBeLessThanOrEqual(LIST_TEXT_MAX.publisher);
    expect(b.description).toBe(volume.description);
    expect(issues(bookInput.safeParse({ title: b.title, author: b.authors.join(', '), publisher: b.publisher }))).toEqual([]);

    const results = (await books('google-books/search-long').search('adventures')).map(fitBook);
    const handbook = results.find((r) => r.id === 'mlNtEAAAQBAJ')!;
    const rawAuthors = (recording('google-books/search-long').body as { items: { volumeInfo: { authors: string[] } }[] }).items[1].volumeInfo.authors;
    expect(rawAuthors.join(', ').length).toBeGreaterThan(LIST_TEXT_MAX.author);
    expect(handbook.authors).toEqual(rawAuthors.slice(0, handbook.authors.length));
    expect(handbook.authors.join(', ').length).toBeLessThanOrEqual(LIST_TEXT_MAX.author);
    for (const r of results) expect(issues(bookInput.safeParse({ title: r.title, author: r.authors.join(', '), publisher: r.publisher }))).toEqual([]);
  });
});
