import { pgTable, uuid, bigint } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';

/**
 * What each space holds, for SPACE_MAX_ROWS and SPACE_MAX_PHOTO_MB (issue 33): kept by triggers
 * on the counted tables (the custom part of the migration that made this table), so every insert
 * and delete moves it in the same transaction, on every instance, whatever wrote the rows
 * (a route, an import, a cascade, a restore). A space with no row holds nothing yet.
 */
export const spaceUsage = pgTable('space_usage', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  /** Rows of COUNTED_TABLES. */
  rows: bigint('rows', { mode: 'number' }).notNull().default(0),
  /** `photos.bytes` summed: the stored full-size photos (thumbnails, ~5% more, are not counted). */
  photoBytes: bigint('photo_bytes', { mode: 'number' }).notNull().default(0),
});

/**
 * The tables whose rows count towards SPACE_MAX_ROWS: what the couple adds (list items, quotes,
 * places, memories, songs, comments). Each has a `space_id` and the two counting triggers; a test
 * (space-usage.int.test.ts) holds this list and the database's triggers equal.
 */
export const COUNTED_TABLES = ['movies', 'series', 'books', 'quotes', 'places', 'memories', 'music', 'memory_comments'] as const;
