import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { books, movies, music, places, quotes, series } from '../../db/schema';
import type { HomeCategory } from '../../../shared/home';

export type Counter = (db: Db, spaceId: string) => Promise<number>;

/** Rows of one space in a table that has a `space_id` column. */
export function countBySpace(table: PgTable & { spaceId: PgColumn }): Counter {
  return async (db, spaceId) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.spaceId, spaceId));
    return Number(row?.n ?? 0);
  };
}

/** One counter per home category card. */
export const homeCounters: Record<HomeCategory, Counter> = {
  movies: countBySpace(movies),
  series: countBySpace(series),
  books: countBySpace(books),
  music: countBySpace(music),
  places: countBySpace(places),
  quotes: countBySpace(quotes),
};
