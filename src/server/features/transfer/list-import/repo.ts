import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { books, movies } from '../../../db/schema';
import type { MovieValues } from '../../../../shared/movies';
import type { BookDraftValues } from './goodreads';

const BATCH = 500;

/** What the space's movies are matched by (title and year only: a list can hold thousands). */
export const existingMovies = (db: Db, spaceId: string) =>
  db.select({ title: movies.title, year: movies.year }).from(movies).where(eq(movies.spaceId, spaceId));

export const existingBooks = (db: Db, spaceId: string) =>
  db.select({ title: books.title, author: books.author, isbn: books.isbn }).from(books).where(eq(books.spaceId, spaceId));

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

async function insertBatched(tx: Db, table: typeof movies | typeof books, rows: object[]) {
  for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
}

export function insertMovies(tx: Db, spaceId: string, addedBy: string, values: MovieValues[], now: Date) {
  const rows = values.map((v, i) => {
    const at = stamp(now, i, values.length);
    return { ...v, spaceId, addedBy, createdAt: at, updatedAt: at };
  });
  return insertBatched(tx, movies, rows);
}

export function insertBooks(tx: Db, spaceId: string, addedBy: string, values: BookDraftValues[], now: Date) {
  const rows = values.map((v, i) => {
    const at = stamp(now, i, values.length);
    return { ...v, spaceId, addedBy, createdAt: at, updatedAt: at };
  });
  return insertBatched(tx, books, rows);
}
