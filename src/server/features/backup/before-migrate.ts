import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import { rowsOf, type Database } from '../../db/client';
import { createBlobStore } from '../../platform/blobs';
import { pendingMigrations } from './snapshot';
import { backupTarget, locationOf } from './store';
import type { BackupDeps } from './take';

export class PreMigrationBackupError extends Error {}

/**
 * Before the migrations of an upgrade run on a database that holds data, a backup of it as it is
 * (issue 19/20): if an upgrade goes wrong, `backup:restore` with the older version brings it back.
 * A backup that fails stops the start rather than migrating without one. Returns where it went.
 */
export async function backupBeforeMigrating(database: Database, config: Config, log: BackupDeps['log']): Promise<string | null> {
  const pending = await pendingMigrations(database.db);
  if (!pending.length) return null;
  const first = async <T>(query: SQL) => (await rowsOf<T>(database.db, query))[0];
  // A new database has no tables yet; an existing one without a space has nothing to lose.
  if (!(await first<{ present: boolean }>(sql`select to_regclass('public.spaces') is not null as present`))?.present) return null;
  if (!(await first<{ any: boolean }>(sql`select exists(select 1 from spaces) as any`))?.any) return null;
  const blobs = createBlobStore(config);
  try {
    // Loaded only when there is something to back up: most starts have no pending migration.
    const { takeBackup } = await import('./take');
    const target = backupTarget(config, blobs);
    const summary = await takeBackup(
      {
        db: database.db,
        blobs,
        target,
        keep: config.backup.keep,
        now: () => new Date(),
        log,
      },
      'pre-migration',
    );
    const where = locationOf(target, summary.name);
    log.info({ backup: where, pending }, `backup before migrating written to ${where}`);
    return where;
  } catch (err) {
    throw new PreMigrationBackupError(
      `Veritabanı güncellemesinden önce yedek alınamadı; güncelleme yapılmadı. / The backup before the pending migrations (${pending.join(', ')}) failed, so they were not applied: ${(err as Error).message}`,
      { cause: err },
    );
  } finally {
    blobs.close?.();
  }
}
