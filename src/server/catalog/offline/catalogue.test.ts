import { describe, it, expect } from 'vitest';
import { readFileSync } from 'node:fs';
import { buildAll } from '../../../../scripts/game-pool/build';
import type { CatalogueEntry } from '../../../../scripts/game-pool/pool-rules';


interface GamePool {
  easy: string[];
  hard: string[];
}

function readJson<T>(name: string): T {
  return JSON.parse(readFileSync(new URL(`./${name}`, import.meta.url), 'utf8')) as T;
}

const catalogue = readJson<CatalogueEntry[]>('catalogue.json');
const pool = readJson<GamePool>('game-pool.json');
const byId = new Map(catalogue.map((entry) => [entry.imdbId, entry]));

const IMDB_ID = /^tt\d{7,8}$/;
const KNOWN_GENRES = new Set([
  'Action', 'Adventure', 'Animation', 'Biography', 'Comedy', 'Crime', 'Documentary', 'Drama',
  'Family', 'Fantasy', 'History', 'Horror', 'Music', 'Musical', 'Mystery', 'Romance',
  'Sci-Fi', 'Sport', 'Thriller', 'War', 'Western',
]);
const ALLOWED_KEYS = new Set([
  'imdbId', 'title', 'titleTr', 'type', 'year', 'endYear', 'director', 'genres', 'runtime', 'actors', 'imdbRating', 'plot',
]);

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

describe('offline catalogue', () => {
  it('holds the pool issue 35 asks for: at least 1,000 movies and 300 series', () => {
    expect(Array.isArray(catalogue)).toBe(true);
    expect(catalogue.filter((e) => e.type === 'movie').length).toBeGreaterThanOrEqual(1000);
    expect(catalogue.filter((e) => e.type === 'series').length).toBeGreaterThanOrEqual(300);
  });

  it('has well-formed, unique IMDb ids', () => {
    for (const entry of catalogue) {
      expect(entry.imdbId, JSON.stringify(entry)).toMatch(IMDB_ID);
    }
    expect(new Set(catalogue.map((e) => e.imdbId)).size).toBe(catalogue.length);
  });

  it('has no duplicate title + year pairs', () => {
    const keys = catalogue.map((e) => `${e.title.toLowerCase()}|${e.year}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills every field with the right type', () => {
    for (const entry of catalogue) {
      const label = entry.imdbId;
      for (const key of Object.keys(entry)) {
        expect(ALLOWED_KEYS.has(key), `${label}: unexpected key ${key}`).toBe(true);
      }
      expect(isNonEmptyString(entry.title), label).toBe(true);
      expect(['movie', 'series'], label).toContain(entry.type);
      expect(Number.isInteger(entry.year), label).toBe(true);
      expect(isNonEmptyString(entry.director), label).toBe(true);

      expect(Array.isArray(entry.genres), label).toBe(true);
      expect(entry.genres.length, label).toBeGreaterThanOrEqual(1);
      expect(entry.genres.length, label).toBeLessThanOrEqual(3);
      expect(new Set(entry.genres).size, label).toBe(entry.genres.length);
      for (const genre of entry.genres) {
        expect(KNOWN_GENRES.has(genre), `${label}: unknown genre ${genre}`).toBe(true);
      }

      expect(Number.isInteger(entry.runtime), label).toBe(true);
      expect(entry.runtime, label).toBeGreaterThan(0);
      expect(entry.runtime, label).toBeLessThan(400);

      expect(Array.isArray(entry.actors), label).toBe(true);
      expect(entry.actors.length, label).toBeGreaterThanOrEqual(3);
      expect(entry.actors.length, label).toBeLessThanOrEqual(4);
      for (const actor of entry.actors) {
        expect(isNonEmptyString(actor), label).toBe(true);
      }

      expect(typeof entry.imdbRating, label).toBe('number');
      expect(Math.round(entry.imdbRating * 10) / 10, label).toBe(entry.imdbRating);

      // The project's own summaries; titles taken from a dataset carry facts only.
      if ('plot' in entry) expect(isNonEmptyString(entry.plot), label).toBe(true);
      if ('titleTr' in entry) expect(isNonEmptyString(entry.titleTr), label).toBe(true);
    }
  });

  it('keeps ratings between 1 and 10', () => {
    for (const entry of catalogue) {
      expect(entry.imdbRating, entry.imdbId).toBeGreaterThanOrEqual(1);
      expect(entry.imdbRating, entry.imdbId).toBeLessThanOrEqual(10);
    }
  });

  it('keeps years between 1920 and 2026', () => {
    for (const entry of catalogue) {
      expect(entry.year, entry.imdbId).toBeGreaterThanOrEqual(1920);
      expect(entry.year, entry.imdbId).toBeLessThanOrEqual(2026);
    }
  });

  it('gives series an endYear (number or null) that is not before the start year', () => {
    for (const entry of catalogue.filter((e) => e.type === 'series')) {
      expect('endYear' in entry, entry.imdbId).toBe(true);
      if (entry.endYear !== null) {
        expect(Number.isInteger(entry.endYear), entry.imdbId).toBe(true);
        expect(entry.endYear as number, entry.imdbId).toBeGreaterThanOrEqual(entry.year);
        expect(entry.endYear as number, entry.imdbId).toBeLessThanOrEqual(2026);
      }
    }
  });

  it('gives movies no endYear', () => {
    for (const entry of catalogue.filter((e) => e.type === 'movie')) {
      expect('endYear' in entry, entry.imdbId).toBe(false);
    }
  });
});

describe('game pool', () => {
  const ids = [...pool.easy, ...pool.hard];

  it('holds every title of the catalogue once, movies and series, each a title of the catalogue', () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(catalogue.map((e) => e.imdbId).sort());
    for (const id of ids) expect(byId.get(id), id).toBeDefined();
  });

  it('is exactly what scripts/game-pool/build.ts makes from the extract and the hand-written entries', () => {
    const built = buildAll();
    expect(pool).toEqual(built.pool);
    expect(catalogue).toEqual(built.catalogue);
  });

  it("puts the spec's 21 movies and 16 series and the best known by votes in Kolay, the rest in Zor", () => {
    const known = readJson<{ movies: string[]; series: string[] }>('../../../../scripts/game-pool/well-known.json');
    expect(known.movies).toHaveLength(21);
    expect(known.series).toHaveLength(16);
    const easy = new Set(pool.easy);
    for (const id of [...known.movies, ...known.series]) expect(easy.has(id), id).toBe(true);
    expect(pool.easy.length).toBeLessThan(pool.hard.length);
    // Each tier outlasts the 365 days no title may come back in (decision 025), Kolay included.
    expect(pool.easy.length).toBeGreaterThan(365);
    expect(pool.hard.length).toBeGreaterThan(365);
    for (const id of known.movies) expect(byId.get(id)?.type, id).toBe('movie');
    for (const id of known.series) expect(byId.get(id)?.type, id).toBe('series');
  });
});
