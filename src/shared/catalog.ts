import { z } from './validation';

/**
 * The outside catalogues as the app sees them, whichever service answers behind the server
 * (OMDb or the bundled offline catalogue for movies and series, Google Books for books).
 *
 *   GET /api/catalog/movies/search?q=   → { results: TitleSearchResult[] }
 *   GET /api/catalog/series/search?q=   → { results: TitleSearchResult[] }
 *   GET /api/catalog/movies/:imdbId     → { details: TitleDetails }
 *   GET /api/catalog/series/:imdbId     → { details: TitleDetails }
 *   GET /api/catalog/books/search?q=    → { results: BookSearchResult[] }
 *   GET /api/catalog/books/:id          → { details: BookDetails }
 */

/** Lists search from this many characters (spec §5); a shorter query answers an empty list. */
export const CATALOG_MIN_QUERY = 2;
export const CATALOG_MAX_QUERY = 100;
/**
 * Fuzzy ranking by title (spec §7, §9: threshold 0.4), used by the offline catalogue and by the
 * modal's client-side re-ranking of suggestions. Plain options so that src/shared needs no fuse.js.
 */
export const CATALOG_FUZZY_OPTIONS = { threshold: 0.4, ignoreDiacritics: true } as const;

export type TitleType = 'movie' | 'series';

export const catalogQuery = z.object({
  q: z
    .string()
    .optional()
    .transform((s) => (s ?? '').replace(/\s+/g, ' ').trim().slice(0, CATALOG_MAX_QUERY)),
});

export interface TitleSearchResult {
  /** The IMDb id (tt…). */
  id: string;
  title: string;
  /** The Turkish title where one is in use (the offline catalogue only). */
  titleTr?: string;
  type: TitleType;
  year: number | null;
  /** A series' last year; null while it runs or for a movie. */
  endYear: number | null;
  poster: string | null;
}

export interface TitleDetails {
  id: string;
  type: TitleType;
  title: string;
  /** The Turkish title where one is in use (the offline catalogue only). */
  titleTr?: string;
  year: number | null;
  endYear: number | null;
  /** The director of a movie, the creator(s) of a series. */
  director: string;
  genres: string[];
  /** Minutes. */
  runtime: number | null;
  actors: string[];
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  totalSeasons: number | null;
}

export interface BookSearchResult {
  /** The Google Books volume id. */
  id: string;
  title: string;
  authors: string[];
  year: number | null;
  publisher: string;
  thumbnail: string | null;
}

export interface BookDetails extends BookSearchResult {
  description: string;
}
