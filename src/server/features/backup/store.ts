import os from 'node:os';
import path from 'node:path';
import type { Config } from '../../config';
import { LocalDiskBlobStore, readBlob, type BlobStore } from '../../platform/blobs';

/**
 * Where backups go: the folder BACKUP_DIR (default DATA_DIR/backups), or, when photos are in an
 * S3 bucket, the prefix BACKUP_DIR (default `backups`) in that bucket. Beside each verified
 * `<name>.zip` lies `<name>.json`, its summary; `status.json` tells the last attempt's result.
 */
export interface BackupTarget {
  store: BlobStore;
  prefix: string;
  /** Where backups are, said to a person (a folder or s3://bucket/prefix). */
  where: string;
  /** Where a backup is written before it is verified and stored (the folder itself when local). */
  workDir: string;
}

export interface BackupSummary {
  name: string;
  createdAt: string;
  reason: BackupReason;
  size: number;
  sha256: string;
  counts: Record<string, number>;
  photoFiles: number;
  schemaVersion: string;
  appVersion: string;
  verifiedAt: string;
}

export type BackupReason = 'scheduled' | 'manual' | 'pre-migration' | 'pre-restore';

export interface BackupStatus {
  at: string;
  ok: boolean;
  name?: string;
  error?: string;
  /** The last successful backup's time (kept across failures). */
  lastOkAt?: string;
}

export function backupTarget(config: Config, blobs: BlobStore): BackupTarget {
  if (config.s3) {
    const prefix = `${(config.backup.dir ?? 'backups').replace(/^\/+|\/+$/g, '')}/`;
    return {
      store: blobs,
      prefix,
      where: `s3://${config.s3.bucket}/${prefix}`,
      workDir: os.tmpdir(),
    };
  }
  const dir = path.resolve(config.backup.dir ?? path.join(config.dataDir, 'backups'));
  return {
    store: new LocalDiskBlobStore(dir),
    prefix: '',
    where: dir,
    workDir: dir,
  };
}

const NAME = /^defterimiz-backup-\d{8}-\d{6}-\d{3}-[0-9a-f]{4}\.zip$/;

/** A name that sorts by time: defterimiz-backup-YYYYMMDD-HHMMSS-mmm-xxxx.zip (UTC). */
export function backupName(now: Date, random: string): string {
  const iso = now.toISOString(); // 2026-11-24T03:30:00.123Z
  return `defterimiz-backup-${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}-${iso.slice(20, 23)}-${random}.zip`;
}

export const summaryKey = (target: BackupTarget, name: string) => `${target.prefix}${name.replace(/\.zip$/, '.json')}`;
const statusKey = (target: BackupTarget) => `${target.prefix}status.json`;

async function readJson<T>(store: BlobStore, key: string): Promise<T | null> {
  const bytes = await readBlob(store, key).catch(() => null);
  if (!bytes) return null;
  try {
    return JSON.parse(bytes.toString('utf8')) as T;
  } catch {
    return null;
  }
}

const putJson = (store: BlobStore, key: string, value: unknown) => store.put(key, Buffer.from(JSON.stringify(value, null, 2)), 'application/json');

/** Verified backups, newest first. A zip without its summary (an interrupted upload) is not one. */
export async function listBackups(target: BackupTarget): Promise<BackupSummary[]> {
  const names = new Set<string>();
  const keys = new Set<string>();
  for await (const key of target.store.list(target.prefix)) {
    keys.add(key);
    const name = key.slice(target.prefix.length);
    if (NAME.test(name)) names.add(name);
  }
  const out: BackupSummary[] = [];
  for (const name of [...names].sort().reverse()) {
    if (!keys.has(summaryKey(target, name))) continue;
    const summary = await readJson<BackupSummary>(target.store, summaryKey(target, name));
    if (summary) out.push(summary);
  }
  return out;
}

export async function saveSummary(target: BackupTarget, summary: BackupSummary) {
  await putJson(target.store, summaryKey(target, summary.name), summary);
}

export const readStatus = (target: BackupTarget) => readJson<BackupStatus>(target.store, statusKey(target));

export async function saveStatus(target: BackupTarget, status: Omit<BackupStatus, 'lastOkAt'>) {
  const previous = await readStatus(target);
  const lastOkAt = status.ok ? status.at : previous?.lastOkAt;
  await putJson(target.store, statusKey(target), {
    ...status,
    ...(lastOkAt ? { lastOkAt } : {}),
  });
}

/** Keeps the newest `keep` backups; removes the rest (summary first, so a half-removed one is not listed). */
export async function applyRetention(target: BackupTarget, keep: number): Promise<string[]> {
  const all = await listBackups(target);
  const removed: string[] = [];
  for (const old of all.slice(keep)) {
    await target.store.delete(summaryKey(target, old.name));
    await target.store.delete(`${target.prefix}${old.name}`);
    removed.push(old.name);
  }
  return removed;
}

/** Where a stored backup is, said to a person. */
export const locationOf = (target: BackupTarget, name: string) => (target.where.endsWith('/') ? `${target.where}${name}` : path.join(target.where, name));
