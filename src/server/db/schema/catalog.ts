import { pgTable, text, jsonb, timestamp, index } from 'drizzle-orm/pg-core';

/**
 * Answers of outside catalogues (OMDb, Google Books). Public facts, not couple data, so the
 * cache is shared by every space and keyed by service, call and normalised query.
 */
export const catalogCache = pgTable(
  'catalog_cache',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('catalog_cache_expires_idx').on(t.expiresAt)],
);
