import { describe, expect, it } from 'vitest';
import { GoogleBooksCatalog, yearOf } from './google-books';
import { CatalogError } from './types';
import { replay } from './fixtures/replay';

const books = (fetch: ReturnType<typeof replay>, apiKey: string | null = null) =>
  new GoogleBooksCatalog({ apiKey, baseUrl: 'https://books.test/books/v1', fetch });

async function failure(promise: Promise<unknown>): Promise<CatalogError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(CatalogError);
  return err as CatalogError;
}

describe('Google Books adapter (recorded answers)', () => {
  it('searches /volumes with q and no key when none is set', async () => {
    const fetch = replay('google-books/search');
    await books(fetch).search('dune');
    const url = fetch.urls[0];
    expect(url.pathname).toBe('/books/v1/volumes');
    expect(url.searchParams.get('q')).toBe('dune');
    expect(url.searchParams.has('key')).toBe(false);
  });

  it('sends the key when one is set', async () => {
    const fetch = replay('google-books/search');
    await books(fetch, 'secret-books-key').search('dune');
    expect(fetch.urls[0].searchParams.get('key')).toBe('secret-books-key');
  });

  it('maps title, authors, year, publisher and an https thumbnail; drops duplicates', async () => {
    const results = await books(replay('google-books/search')).search('dune');
    expect(results).toEqual([
      {
        id: 'B1hSG45JCX4C',
        title: 'Dune',
        authors: ['Frank Herbert'],
        year: 2003,
        publisher: 'Penguin',
        thumbnail: 'https://books.google.com/books/content?id=B1hSG45JCX4C&printsec=frontcover&img=1&zoom=1&edge=curl&source=gbs_api',
      },
      {
        id: 'nrRKDwAAQBAJ',
        title: 'Dune Messiah',
        authors: ['Frank Herbert'],
        year: 2019,
        publisher: '',
        thumbnail: expect.stringMatching(/^https:\/\/books\.google\.com\/.*zoom=5/),
      },
      { id: 'p1MULH7JsTQC', title: 'Dune Anthology', authors: [], year: 1965, publisher: '', thumbnail: null },
    ]);
  });

  it('a search without results (no "items" key) is an empty list', async () => {
    expect(await books(replay('google-books/search-empty')).search('qqxzyqqq')).toEqual([]);
  });

  it('reads a volume with its description as plain text', async () => {
    const fetch = replay('google-books/volume');
    const details = await books(fetch).details('B1hSG45JCX4C');
    expect(fetch.urls[0].pathname).toBe('/books/v1/volumes/B1hSG45JCX4C');
    expect(details).toMatchObject({ id: 'B1hSG45JCX4C', title: 'Dune', authors: ['Frank Herbert'], year: 2003, publisher: 'Penguin' });
    expect(details!.thumbnail).toMatch(/^https:\/\/books\.google\.com\/books\/publisher\/content\?id=B1hSG45JCX4C.*zoom=1/);
    expect(details!.description).toBe('Set on the desert planet Arrakis, Dune is the story of the boy Paul Atreides.\nA stunning blend of adventure & mysticism.');
  });

  it('an unknown volume (404) is null', async () => {
    expect(await books(replay('google-books/volume-not-found')).details('zzzzzzzzzzzz')).toBeNull();
  });

  it.each([
    ['google-books/invalid-key', 'rejected', 400],
    ['google-books/quota', 'rejected', 429],
    ['google-books/unavailable', 'unavailable', 503],
  ])('%s is a CatalogError (%s) without the key', async (name, reason, status) => {
    const err = await failure(books(replay(name), 'secret-books-key').search('dune'));
    expect(err.reason).toBe(reason);
    expect(err.status).toBe(status);
    expect(err.message).not.toContain('secret-books-key');
  });
});

describe('yearOf', () => {
  it.each([
    ['2005-11-15', 2005],
    ['2005-11', 2005],
    ['1965', 1965],
    ['', null],
    [undefined, null],
  ])('%s', (input, year) => expect(yearOf(input)).toBe(year));
});
