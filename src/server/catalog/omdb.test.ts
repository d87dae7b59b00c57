import { describe, expect, it } from 'vitest';
import { OmdbCatalog, parseYears } from './omdb';
import { CatalogError } from './types';
import { replay } from './fixtures/replay';

const KEY = 'secret-omdb-key';
const omdb = (fetch: ReturnType<typeof replay>) => new OmdbCatalog({ apiKey: KEY, baseUrl: 'https://omdb.test', fetch });

async function failure(promise: Promise<unknown>): Promise<CatalogError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(CatalogError);
  return err as CatalogError;
}

describe('OMDb adapter (recorded answers)', () => {
  it('searches with s, type and the key, and maps the results', async () => {
    const fetch = replay('omdb/search-movie');
    const results = await omdb(fetch).search('matrix', 'movie');
    const url = fetch.urls[0];
    expect(url.origin).toBe('https://omdb.test');
    expect(Object.fromEntries(url.searchParams)).toEqual({ apikey: KEY, s: 'matrix', type: 'movie' });
    expect(results).toHaveLength(5);
    expect(results[0]).toEqual({
      id: 'tt0133093',
      title: 'The Matrix',
      type: 'movie',
      year: 1999,
      endYear: null,
      poster: expect.stringMatching(/^https:\/\/m\.media-amazon\.com\//),
    });
  });

  it('turns Poster "N/A" into null and http posters into https', async () => {
    const results = await omdb(replay('omdb/search-movie')).search('matrix', 'movie');
    expect(results.find((r) => r.id === 'tt0295432')!.poster).toBeNull();
    expect(results.find((r) => r.id === 'tt10838180')!.poster).toMatch(/^https:\/\//);
  });

  it('splits a series year range with an en dash, open-ended while it runs', async () => {
    const results = await omdb(replay('omdb/search-series')).search('the office', 'series');
    expect(results.map((r) => [r.id, r.year, r.endYear, r.type])).toEqual([
      ['tt0386676', 2005, 2013, 'series'],
      ['tt0290978', 2001, 2003, 'series'],
      ['tt26925155', 2024, null, 'series'],
    ]);
  });

  it.each(['omdb/search-movie-not-found', 'omdb/search-series-not-found', 'omdb/search-too-many'])(
    '%s (HTTP 200, Response "False") is an empty list',
    async (name) => {
      expect(await omdb(replay(name)).search('qqxzyq', 'movie')).toEqual([]);
    },
  );

  it.each([
    ['omdb/invalid-key', 'Invalid API key!'],
    ['omdb/request-limit', 'Request limit reached!'],
  ])('%s (HTTP 401) is a rejected call that does not mention the key', async (name, text) => {
    const err = await failure(omdb(replay(name)).search('matrix', 'movie'));
    expect(err.reason).toBe('rejected');
    expect(err.status).toBe(401);
    expect(err.message).toContain(text);
    expect(err.message).not.toContain(KEY);
  });

  it('reads a movie in full (plot=full) with numbers out of strings', async () => {
    const fetch = replay('omdb/details-movie');
    const details = await omdb(fetch).details('tt1375666');
    expect(fetch.urls[0].searchParams.get('i')).toBe('tt1375666');
    expect(fetch.urls[0].searchParams.get('plot')).toBe('full');
    expect(details).toEqual({
      id: 'tt1375666',
      type: 'movie',
      title: 'Inception',
      year: 2010,
      endYear: null,
      director: 'Christopher Nolan',
      genres: ['Action', 'Adventure', 'Sci-Fi'],
      runtime: 148,
      actors: ['Leonardo DiCaprio', 'Joseph Gordon-Levitt', 'Elliot Page'],
      imdbRating: 8.8,
      poster: expect.stringMatching(/^https:\/\//),
      plot: expect.stringContaining('Dom Cobb'),
      totalSeasons: null,
    });
  });

  it('reads a series: creator from Writer when Director is "N/A", years, seasons', async () => {
    const details = await omdb(replay('omdb/details-series')).details('tt0903747');
    expect(details).toMatchObject({
      type: 'series',
      title: 'Breaking Bad',
      year: 2008,
      endYear: 2013,
      director: 'Vince Gilligan',
      totalSeasons: 5,
      imdbRating: 9.5,
      runtime: 49,
    });
  });

  it('reads a running series and strips "(created by)" notes', async () => {
    const details = await omdb(replay('omdb/details-series-running')).details('tt3581920');
    expect(details).toMatchObject({ year: 2023, endYear: null, director: 'Craig Mazin, Neil Druckmann', poster: null, totalSeasons: 2 });
  });

  it('an unknown id is null, not an error', async () => {
    expect(await omdb(replay('omdb/details-incorrect-id')).details('tt0000000')).toBeNull();
  });

  it('"N/A" numbers are null', async () => {
    const fetch = (async () =>
      new Response(
        JSON.stringify({ Title: 'X', Year: 'N/A', Runtime: 'N/A', imdbRating: 'N/A', Genre: 'N/A', Actors: 'N/A', Director: 'N/A', Plot: 'N/A', Poster: 'N/A', imdbID: 'tt7654321', Type: 'movie', Response: 'True' }),
      )) as unknown as ReturnType<typeof replay>;
    const details = await omdb(fetch).details('tt7654321');
    expect(details).toMatchObject({ year: null, runtime: null, imdbRating: null, genres: [], actors: [], director: '', plot: '', poster: null });
  });

  it('a server error or a non-JSON answer is a CatalogError', async () => {
    const down = (async () => new Response('<html>Bad gateway</html>', { status: 502 })) as unknown as ReturnType<typeof replay>;
    expect((await failure(omdb(down).search('matrix', 'movie'))).reason).toBe('unavailable');
    const garbage = (async () => new Response('not json', { status: 200 })) as unknown as ReturnType<typeof replay>;
    expect((await failure(omdb(garbage).search('matrix', 'movie'))).reason).toBe('bad-response');
  });

  it('a network failure or a timeout is "unavailable" without the URL', async () => {
    const refused = (async () => {
      throw new TypeError('fetch failed');
    }) as unknown as ReturnType<typeof replay>;
    const err = await failure(omdb(refused).search('matrix', 'movie'));
    expect(err.reason).toBe('unavailable');
    expect(err.message).not.toContain(KEY);
    const slow = ((_url: URL, init: RequestInit) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)))) as unknown as ReturnType<typeof replay>;
    const timeout = new OmdbCatalog({ apiKey: KEY, baseUrl: 'https://omdb.test', fetch: slow, timeoutMs: 20 });
    expect((await failure(timeout.search('matrix', 'movie'))).message).toMatch(/timed out/);
  });
});

describe('parseYears', () => {
  it.each([
    ['2010', 2010, null],
    ['2011–2019', 2011, 2019],
    ['2016–', 2016, null],
    ['2008-2013', 2008, 2013],
    ['N/A', null, null],
    ['', null, null],
  ])('%s', (input, year, endYear) => {
    expect(parseYears(input)).toEqual({ year, endYear });
  });
});
