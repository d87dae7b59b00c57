import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { foldForSearch } from '../../shared/search-fold';

/** A LIKE pattern of the person's words, found anywhere: % and _ are matched as themselves. */
export function likePattern(query: string): string {
  return `%${foldForSearch(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * `column` holds the query, folded as shared/search-fold.ts folds it: I and İ become i before
 * lowercasing (PostgreSQL's lower() knows no Turkish), ı after. A sequential match over the
 * rows the caller's other conditions leave, which stay one couple's.
 */
export function containsFolded(column: PgColumn | SQL, query: string): SQL {
  return sql`translate(lower(translate(${column}, 'İI', 'ii')), 'ı', 'i') like ${likePattern(query)} escape '\\'`;
}
