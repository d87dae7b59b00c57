import path from 'node:path';
import type { Config } from '../config';
import { migrateDatabase, openPglite, openPostgres, type Database } from './client';
import { acquireDataDirLock, type LockInfo } from './data-dir-lock';

/**
 * Opens and migrates the configured database: PostgreSQL when DATABASE_URL is set, else the
 * embedded PGlite under DATA_DIR (locked for this process until the database is closed).
 */
export async function openConfiguredDatabase(
  config: Config,
  role: LockInfo['role'],
  /** Runs before the migrations (main.ts and the CLI take a backup when some are pending). */
  beforeMigrate?: (database: Database) => Promise<unknown>,
): Promise<Database> {
  if (config.databaseUrl) {
    return migrated(await openPostgres(config.databaseUrl), beforeMigrate);
  }
  const release = acquireDataDirLock(config.dataDir, { pid: process.pid, role, port: config.port });
  try {
    const database = await migrated(await openPglite(path.join(config.dataDir, 'db')), beforeMigrate);
    const close = database.close;
    database.close = async () => {
      try {
        await close();
      } finally {
        release();
      }
    };
    return database;
  } catch (err) {
    release();
    throw err;
  }
}

/** Runs `beforeMigrate`, then the migrations; a failing `beforeMigrate` closes the database. */
async function migrated(database: Database, beforeMigrate?: (database: Database) => Promise<unknown>): Promise<Database> {
  try {
    await beforeMigrate?.(database);
  } catch (err) {
    await database.close();
    throw err;
  }
  await migrateDatabase(database);
  return database;
}
