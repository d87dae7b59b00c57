import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { migrationsFolder } from './migrations-folder';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The committed migrations, oldest first (drizzle's journal). */
export function journal(): JournalEntry[] {
  return (JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] }).entries;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The tags of the committed migrations not yet applied to `db` (all of them on a new database).
 * Drizzle's migrator applies exactly these: every migration newer (`when`) than the newest one
 * recorded as applied.
 */
export async function pendingMigrations(db: Pick<PgDatabase<PgQueryResultHKT>, 'execute'>): Promise<string[]> {
  const [{ exists }] = rowsOf<{ exists: boolean }>(await db.execute(sql`select to_regclass('drizzle.__drizzle_migrations') is not null as exists`));
  if (!exists) return journal().map((e) => e.tag);
  const [{ last }] = rowsOf<{ last: string | null }>(await db.execute(sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`));
  const applied = last === null ? -1 : Number(last);
  return journal()
    .filter((e) => e.when > applied)
    .map((e) => e.tag);
}
