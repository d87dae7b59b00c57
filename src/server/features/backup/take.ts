import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client';
import type { BlobStore } from '../../platform/blobs';
import { appVersion } from '../transfer/versions';
import { checkBackupFile } from './check-file';
import { readSnapshot } from './snapshot';
import { applyRetention, backupName, locationOf, saveStatus, saveSummary, type BackupReason, type BackupSummary, type BackupTarget } from './store';
import { writeBackupFile } from './write-file';

export interface BackupDeps {
  db: Db;
  /** Where the photos are. */
  blobs: BlobStore;
  target: BackupTarget;
  keep: number;
  now: () => Date;
  log: {
    info(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

async function fileSha256(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/**
 * Takes one backup: a consistent snapshot of every table, the photos streamed beside it, the file
 * read back and checked (every entry's SHA-256, the row counts against the snapshot's counts),
 * and only then stored, summarised and counted, and older backups past `keep` removed. A failed
 * or partial file is removed, the failure logged and recorded in status.json, and the error thrown.
 */
export async function takeBackup(deps: BackupDeps, reason: BackupReason): Promise<BackupSummary> {
  const { target } = deps;
  const started = deps.now();
  const name = backupName(started, randomBytes(2).toString('hex'));
  await fsp.mkdir(target.workDir, { recursive: true });
  // A .tmp name: listings never take a half-written file for a backup.
  const work = path.join(target.workDir, `${name}.tmp`);
  try {
    const snapshot = await readSnapshot(deps.db);
    const manifest = await writeBackupFile(work, snapshot, deps.blobs, started);
    const checked = await checkBackupFile({ path: work });
    for (const [table, count] of Object.entries(snapshot.counts)) {
      if (checked.manifest.counts[table] !== count || checked.tables.get(table)?.length !== count) {
        throw new Error(`backup verification: ${table} has ${checked.tables.get(table)?.length} rows in the file, ${count} in the database`);
      }
    }
    const summary: BackupSummary = {
      name,
      createdAt: manifest.createdAt,
      reason,
      size: (await fsp.stat(work)).size,
      sha256: await fileSha256(work),
      counts: manifest.counts,
      photoFiles: manifest.photoFiles,
      schemaVersion: manifest.schemaVersion,
      appVersion,
      verifiedAt: deps.now().toISOString(),
    };
    await target.store.putFile(`${target.prefix}${name}`, work, 'application/zip');
    await saveSummary(target, summary);
    await saveStatus(target, { at: summary.createdAt, ok: true, name });
    const removed = await applyRetention(target, deps.keep);
    deps.log.info({ backup: locationOf(target, name), size: summary.size, reason, removed }, 'backup written and verified');
    return summary;
  } catch (err) {
    await fsp.rm(work, { force: true });
    await target.store.delete(`${target.prefix}${name}`).catch(() => {});
    deps.log.error({ err, reason, where: target.where }, 'backup failed; the partial file was removed');
    await saveStatus(target, {
      at: started.toISOString(),
      ok: false,
      name,
      error: err instanceof Error ? err.message : String(err),
    }).catch(() => {});
    throw err;
  } finally {
    await fsp.rm(work, { force: true });
  }
}
