import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { books, movies } from '../../../db/schema';
import { MOVIE_COMPLETED_STATUS, type MovieValues } from '../../../../shared/movies';
import { BOOK_COMPLETED_STATUS } from '../../../../shared/books';
import type { BookDraftValues } from './goodreads';
import type { Draft } from './plan';

const BATCH = 500;

/** What the space's movies are matched by (title and year only: a list can hold thousands). */
export const existingMovies = (db: Db, spaceId: string) =>
  db.select({ id: movies.id, title: movies.title, year: movies.year, status: movies.status }).from(movies).where(eq(movies.spaceId, spaceId));

export const existingBooks = (db: Db, spaceId: string) =>
  db.select({ id: books.id, title: books.title, author: books.author, isbn: books.isbn, status: books.status }).from(books).where(eq(books.spaceId, spaceId));

/**
 * One import per space at a time (inside the apply's transaction), so two clicks on 'İçe aktar'
 * cannot both find a film missing and add it twice.
 */
export const lockSpaceImports = (tx: Db, spaceId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`list-import:${spaceId}`}, 0))`);

/**
 * Stamps that keep the file's order on the newest-first list: the last row of the file (the most
 * recent in both apps' exports) gets `now`, each earlier one a millisecond less.
 */
const stamp = (now: Date, index: number, total: number) => new Date(now.getTime() - (total - 1 - index));

/** Inserts in batches; the new ids in the rows' order. */
async function insertBatched(tx: Db, table: typeof movies | typeof books, rows: object[]): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const inserted = await tx.insert(table).values(rows.slice(i, i + BATCH) as never).returning({ id: table.id });
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

/**
 * When a finished item was finished (`finished_at`, the year Yılımız counts it in): the day the
 * file gives (at noon UTC, the same calendar day in every time zone a couple lives in), else the
 * import, as for an item added finished by hand (lists/owned-list.ts). Unfinished: none.
 */
const finishedAt = (draft: Draft<{ status: string }>, completedStatus: string, at: Date) =>
  draft.values.status !== completedStatus ? null : draft.finishedOn ? new Date(`${draft.finishedOn}T12:00:00Z`) : at;

/** The items' rows; the importer's rating and note (İkimiz) are not columns of theirs (member-side.ts). */
function rowsOf<V extends { status: string; rating: number | null; note: string }>(drafts: Draft<V>[], completedStatus: string, spaceId: string, addedBy: string, now: Date) {
  return drafts.map((d, i) => {
    const at = stamp(now, i, drafts.length);
    const { rating: _rating, note: _note, ...values } = d.values;
    return { ...values, spaceId, addedBy, createdAt: at, updatedAt: at, finishedAt: finishedAt(d, completedStatus, at) };
  });
}

export const insertMovies = (tx: Db, spaceId: string, addedBy: string, drafts: Draft<MovieValues>[], now: Date) =>
  insertBatched(tx, movies, rowsOf(drafts, MOVIE_COMPLETED_STATUS, spaceId, addedBy, now));

export const insertBooks = (tx: Db, spaceId: string, addedBy: string, drafts: Draft<BookDraftValues>[], now: Date) =>
  insertBatched(tx, books, rowsOf(drafts, BOOK_COMPLETED_STATUS, spaceId, addedBy, now));
