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
    const database = await openPostgres(config.databaseUrl);
    try {
      await beforeMigrate?.(database);
    } catch (err) {
      await database.close();
      throw err;
    }
    await migrateDatabase(database);
    return database;
  }
  const release = acquireDataDirLock(config.dataDir, { pid: process.pid, role, port: config.port });
  try {
    const database = await openPglite(path.join(config.dataDir, 'db'));
    try {
      await beforeMigrate?.(database);
    } catch (err) {
      await database.close();
      throw err;
    }
    await migrateDatabase(database);
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
