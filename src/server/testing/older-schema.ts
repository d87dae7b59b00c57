import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrationsFolder, type Database } from '../db/client';

/**
 * Tests only: turns a test database into one made by an older version, with only the first
 * `applied` committed migrations, as an upgrade finds it. Named as test support (used by the
 * pre-migration and upgrade tests).
 */
export async function toOlderSchema(database: Database, applied: number): Promise<void> {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-old-migrations-'));
  try {
    fs.cpSync(migrationsFolder, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(fs.readFileSync(journalFile, 'utf8')) as { entries: unknown[] };
    journal.entries = journal.entries.slice(0, applied);
    fs.writeFileSync(journalFile, JSON.stringify(journal));
    if (database.kind === 'pglite') await migratePglite(database.db as never, { migrationsFolder: folder });
    else await migratePg(database.db as never, { migrationsFolder: folder });
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}
