import { getTableColumns } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * These columns of a table, by name and in this order, for a select: `{ ...pickColumns(t, ['id', 'name']) }`
 * reads `{ id: t.id, name: t.name }` without writing each table.column out again. The names alone
 * choose the columns (NoInfer: a select's expected shape must not widen them to every column).
 */
export function pickColumns<T extends PgTable, K extends keyof T['_']['columns'] & string>(table: T, names: readonly K[]): Pick<T['_']['columns'], NoInfer<K>> {
  const all = getTableColumns(table);
  return Object.fromEntries(names.map((name) => [name, all[name]])) as Pick<T['_']['columns'], K>;
}
