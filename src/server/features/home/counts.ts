import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { books, movies, places, quotes, series } from '../../db/schema';
import type { HomeCategory } from '../../../shared/home';

export type Counter = (db: Db, spaceId: string) => Promise<number>;

/** Rows of one space in a table that has a `space_id` column. */
export function countBySpace(table: PgTable & { spaceId: PgColumn }): Counter {
  return async (db, spaceId) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(table.spaceId, spaceId));
    return Number(row?.n ?? 0);
  };
}

const notYet: Counter = async () => 0;

/**
 * One counter per home category card. Music and places have no table yet: when they land,
 * their line becomes `countBySpace(music)` / `countBySpace(places)` and nothing else changes.
 */
export const homeCounters: Record<HomeCategory, Counter> = {
  movies: countBySpace(movies),
  series: countBySpace(series),
  books: countBySpace(books),
  music: notYet,
  places: countBySpace(places),
  quotes: countBySpace(quotes),
};
