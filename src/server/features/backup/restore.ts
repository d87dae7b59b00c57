import { isRetiredColumn } from '../../db/retired-columns';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { photoContentTypeOf } from '../../platform/photos';
import { backupMessages as bm } from '../../../shared/backup';
import { readAll, walkZip } from '../transfer/zip-reader';
import { BackupError, checkBackupFile } from './check-file';
import { takeBackup, type BackupDeps } from './take';
import { checkSpaces } from './space-checks';
import type { BackupSummary } from './store';
import { backupTables } from './tables';

export interface RestoreResult {
  counts: Record<string, number>;
  photoFiles: number;
  /** The backup of what --replace replaced. */
  replaced: BackupSummary | null;
}

type Rows<T> = { rows: T[] };

/** Whether any backed-up table (or a session) holds a row. */
async function holdsData(db: Db): Promise<boolean> {
  for (const name of [...backupTables().map((t) => t.name), 'sessions']) {
    const result = (await db.execute(sql`select exists(select 1 from ${sql.identifier(name)}) as any`)) as unknown as Rows<{ any: boolean }>;
    if (result.rows[0]?.any) return true;
  }
  return false;
}

const BATCH = 1000;

/**
 * Rebuilds the whole server from a backup, keeping every id (unlike space:import): members sign
 * in with their old passwords. The file is checked whole first; a damaged or foreign one is
 * refused before anything changes. Into a server that holds data it refuses unless `replace`,
 * which first backs up what it replaces. Photos are written first, then every row in one
 * transaction; if that fails, the rows roll back and the photos written are removed again.
 */
export async function restoreBackup(deps: BackupDeps, file: string, options: { replace: boolean; maxMembers: number }): Promise<RestoreResult> {
  const { db, blobs } = deps;
  const checked = await checkBackupFile({ path: file });
  checkSpaces(checked.tables, { maxMembers: options.maxMembers });
  let replaced: BackupSummary | null = null;
  if (await holdsData(db)) {
    if (!options.replace) throw new BackupError(bm.notEmpty);
    replaced = await takeBackup(deps, 'pre-restore');
  }
  const before = new Set<string>();
  for await (const key of blobs.list('photos/')) before.add(key);
  const wanted = new Set(checked.photoFiles);
  const written: string[] = [];
  const tables = backupTables();
  try {
    await walkZip({ path: file }, async (name, open) => {
      if (!wanted.has(name)) return;
      // The store takes whole buffers: one photo at a time is held, never the file.
      await blobs.put(name, await readAll(await open()), photoContentTypeOf(name));
      if (!before.has(name)) written.push(name);
    });
    await db.transaction(async (tx) => {
      for (const t of [...tables].reverse()) await tx.execute(sql`delete from ${sql.identifier(t.name)}`);
      await tx.execute(sql`delete from sessions`);
      for (const t of tables) {
        const rows = checked.tables.get(t.name) ?? [];
        if (!rows.length) continue;
        // The columns the file has: a backup from before a migration leaves newer ones to their
        // defaults, and the columns a migration dropped since stay out (db/retired-columns.ts).
        const names = new Set(rows.flatMap((r) => Object.keys(r)).filter((c) => !isRetiredColumn(t.name, c)));
        const columns = [...names].map((c) => sql.identifier(c));
        const list = sql.join(columns, sql`, `);
        const name = sql.identifier(t.name);
        for (let i = 0; i < rows.length; i += BATCH) {
          const batch = JSON.stringify(rows.slice(i, i + BATCH));
          await tx.execute(sql`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, ${batch}::json)`);
        }
      }
    });
  } catch (err) {
    await Promise.allSettled(written.map((key) => blobs.delete(key)));
    if (err instanceof BackupError) throw err;
    throw new BackupError(bm.damaged, { cause: err });
  }
  // What was replaced and is no longer named: the old server's photos.
  for (const key of before) if (!wanted.has(key)) await blobs.delete(key).catch(() => {});
  return {
    counts: checked.manifest.counts,
    photoFiles: checked.photoFiles.length,
    replaced,
  };
}
