import { movieInput, MOVIE_COMPLETED_STATUS, type MovieStatus, type MovieValues } from '../../../../shared/movies';
import { hasColumns, type CsvTable } from './csv';
import { normaliseText, parseDay, parseYear } from './normalise';
import { dedupeFile, type Draft, type RowResult } from './plan';

/**
 * Letterboxd's export (Settings → Data → Export): a ZIP with, among others,
 * watched.csv and watchlist.csv (`Date,Name,Year,Letterboxd URI`) and ratings.csv (the same plus
 * `Rating`, 0.5–5 stars in half steps).
 */
export type LetterboxdList = 'watched' | 'ratings' | 'watchlist';
export const LETTERBOXD_COLUMNS = ['Date', 'Name', 'Year', 'Letterboxd URI'] as const;
/** The files of the ZIP that are read; the others (diary, reviews, likes/, lists/…) are not lists of ours. */
export const LETTERBOXD_FILES: Record<string, LetterboxdList> = {
  'watched.csv': 'watched',
  'ratings.csv': 'ratings',
  'watchlist.csv': 'watchlist',
};

/** Which list a CSV is, by its columns (watched and watchlist share theirs, so the name decides). */
export function letterboxdList(table: CsvTable, fileName: string): LetterboxdList | null {
  if (!hasColumns(table.fields, LETTERBOXD_COLUMNS)) return null;
  if (table.fields.includes('Rating')) return 'ratings';
  return /watchlist/i.test(fileName.split('/').pop() ?? '') ? 'watchlist' : 'watched';
}

/** 0.5–5 stars → 1–10 (×2, rounded); empty or 0 is no rating. */
export function starsToRating(raw: string): number | null {
  const stars = Number(raw.replace(',', '.'));
  if (!raw || !Number.isFinite(stars) || stars <= 0) return null;
  return Math.min(10, Math.max(1, Math.round(stars * 2)));
}

/** Same film: normalised title and year. */
export const movieKey = (v: { title: string; year: number | null }) => `${normaliseText(v.title)}|${v.year ?? ''}`;

function rowToDraft(list: LetterboxdList, row: Record<string, string>): RowResult<MovieValues> {
  const year = parseYear(row.Year);
  const status: MovieStatus = list === 'watchlist' ? 'İzlenecek' : MOVIE_COMPLETED_STATUS;
  const rating = list === 'ratings' ? starsToRating(row.Rating) : null;
  const parsed = movieInput.safeParse({ title: row.Name, year, status, rating });
  const detail = year ? String(year) : '';
  if (!parsed.success) return { skipped: { title: row.Name || '—', detail, reason: 'invalid' } };
  const finishedOn = status === MOVIE_COMPLETED_STATUS ? parseDay(row.Date ?? '') : null;
  return { draft: { values: parsed.data, title: parsed.data.title, detail, finishedOn } };
}

/** One file's rows as movie drafts, each film once. */
export function letterboxdFile(list: LetterboxdList, table: CsvTable) {
  return dedupeFile(
    table.rows.map((row) => rowToDraft(list, row)),
    (v) => [movieKey(v)],
  );
}

/**
 * The lists of one upload as one set of movies: a film in watched and in ratings is one movie
 * with its rating; a watched film also on the watchlist is watched.
 */
export function mergeLetterboxd(files: Draft<MovieValues>[][]): Draft<MovieValues>[] {
  const byKey = new Map<string, Draft<MovieValues>>();
  for (const draft of files.flat()) {
    const key = movieKey(draft.values);
    const before = byKey.get(key);
    if (!before) {
      byKey.set(key, draft);
      continue;
    }
    const watched = before.values.status === MOVIE_COMPLETED_STATUS || draft.values.status === MOVIE_COMPLETED_STATUS;
    const values: MovieValues = {
      ...before.values,
      status: watched ? MOVIE_COMPLETED_STATUS : before.values.status,
      rating: watched ? (before.values.rating ?? draft.values.rating) : null,
    };
    // The day it was watched: from whichever list logged it first.
    const finishedOn = watched ? (before.finishedOn ?? draft.finishedOn ?? null) : null;
    byKey.set(key, { ...before, values, finishedOn });
  }
  return [...byKey.values()];
}
