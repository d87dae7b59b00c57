import { createHash } from 'node:crypto';
import fsp from 'node:fs/promises';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { assertValidKey } from '../../platform/blobs/blob-store';
import { BACKUP_APP, BACKUP_FORMAT_VERSION, backupMessages as bm } from '../../../shared/backup';
import { TRANSFER_APP } from '../../../shared/transfer';
import { walkZip, type ZipSource } from '../transfer/zip-reader';
import { backupManifest, tableEntry, type BackupManifest } from './manifest';
import { journal } from './snapshot';
import { backupTables } from './tables';
import { isRetiredColumn } from '../../db/retired-columns';
import { LEGACY_RATED, liftLegacyRatings, type LegacyRatedKind } from '../transfer/legacy-ratings';

/** A refused backup file, with the Turkish message whoever restores sees. Nothing was changed. */
export class BackupError extends Error {}

export interface CheckedBackup {
  manifest: BackupManifest;
  /** Rows per table, parsed. */
  tables: Map<string, Record<string, unknown>[]>;
  /** The photo entries to restore (missing ones excluded). */
  photoFiles: string[];
}

const parse = (bytes: Buffer | undefined): unknown => {
  try {
    return bytes ? JSON.parse(bytes.toString('utf8')) : undefined;
  } catch {
    return undefined;
  }
};

/** `length` bytes of the file from `position` (fewer when it is shorter). */
async function readAt(source: ZipSource, position: number, length: number): Promise<Buffer> {
  if ('buffer' in source) return source.buffer.subarray(Math.max(0, position), Math.max(0, position) + length);
  const handle = await fsp.open(source.path, 'r');
  try {
    const out = Buffer.alloc(length);
    const { bytesRead } = await handle.read(out, 0, length, Math.max(0, position));
    return out.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

const sizeOf = async (source: ZipSource) => ('buffer' in source ? source.buffer.length : (await fsp.stat(source.path)).size);

/** A ZIP begins with a local file header; anything else is no backup at all (rather than a damaged one). */
async function startsLikeZip(source: ZipSource): Promise<boolean> {
  return (await readAt(source, 0, 4)).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
}

/**
 * A whole ZIP ends with its end-of-central-directory record (22 bytes and its comment). A cut-off
 * file has lost it, and a ZIP reader searching backwards may take a stray signature inside the
 * photos for it and find no manifest at all: that file is damaged, not foreign.
 */
async function endsLikeZip(source: ZipSource): Promise<boolean> {
  const size = await sizeOf(source);
  const tail = await readAt(source, size - Math.min(size, 22 + 0xffff), Math.min(size, 22 + 0xffff));
  for (let at = tail.length - 22; at >= 0; at--) {
    if (tail.readUInt32LE(at) === 0x06054b50 && at + 22 + tail.readUInt16LE(at + 20) === tail.length) return true;
  }
  return false;
}

function checkManifest(raw: unknown): BackupManifest {
  const app = (raw as { app?: unknown } | undefined)?.app;
  if (app === TRANSFER_APP) throw new BackupError(bm.spaceExport);
  if (app !== BACKUP_APP) throw new BackupError(bm.foreign);
  const version = (raw as { formatVersion?: unknown }).formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) throw new BackupError(bm.newer);
  const parsed = backupManifest.safeParse(raw);
  if (!parsed.success) throw new BackupError(bm.damaged);
  // A schema this app does not know was made by a newer one.
  if (parsed.data.schemaVersion !== 'none' && !journal().some((e) => e.tag === parsed.data.schemaVersion)) throw new BackupError(bm.newer);
  return parsed.data;
}

/**
 * Reads a backup file whole, checking every entry's SHA-256 against the manifest, every table's
 * row count against the counts taken in the snapshot, that every photo the rows name is there,
 * and that nothing is in the file the manifest does not list. Used after writing (verification)
 * and before a restore (a damaged or foreign file is refused before anything is changed).
 */
export async function checkBackupFile(source: ZipSource): Promise<CheckedBackup> {
  if (!(await startsLikeZip(source))) throw new BackupError(bm.foreign);
  if (!(await endsLikeZip(source))) throw new BackupError(bm.damaged);
  const hashes = new Map<string, string>();
  const json = new Map<string, Buffer>();
  try {
    await walkZip(source, async (name, open) => {
      const hash = createHash('sha256');
      const keep = name === 'manifest.json' || name.startsWith('tables/');
      const chunks: Buffer[] = [];
      for await (const chunk of await open()) {
        hash.update(chunk as Buffer);
        if (keep) chunks.push(chunk as Buffer);
      }
      if (hashes.has(name)) throw new BackupError(bm.damaged);
      hashes.set(name, hash.digest('hex'));
      if (keep) json.set(name, Buffer.concat(chunks));
    });
  } catch (err) {
    if (err instanceof BackupError) throw err;
    throw new BackupError(bm.damaged, { cause: err });
  }
  // A file holding a backup's tables but no manifest lost it to damage (a changed byte in the
  // ZIP's directory renames the entry); it is not some other program's ZIP.
  if (!json.has('manifest.json') && [...json.keys()].some((name) => name.startsWith('tables/'))) throw new BackupError(bm.damaged);
  const manifest = checkManifest(parse(json.get('manifest.json')));

  hashes.delete('manifest.json');
  const listed = Object.keys(manifest.entries);
  if (listed.length !== hashes.size || listed.some((name) => hashes.get(name) !== manifest.entries[name])) throw new BackupError(bm.damaged);

  const known = new Map(backupTables().map((t) => [t.name, new Set(getTableConfig(t.table).columns.map((c) => c.name))]));
  const tables = new Map<string, Record<string, unknown>[]>();
  const lifted: Record<string, unknown>[] = [];
  for (const [table, count] of Object.entries(manifest.counts)) {
    const columns = known.get(table);
    const rows = parse(json.get(tableEntry(table)));
    if (!columns || !Array.isArray(rows) || rows.length !== count) throw new BackupError(bm.damaged);
    for (const row of rows) {
      if (row === null || typeof row !== 'object' || Array.isArray(row)) throw new BackupError(bm.damaged);
    }
    // A backup of the version before İkimiz: each item's one rating becomes its adder's (and its column goes).
    if (table in LEGACY_RATED)
      lifted.push(...liftLegacyRatings(table as LegacyRatedKind, rows, (parse(json.get(tableEntry('item_ratings'))) as never[]) ?? [], true));
    for (const row of rows) if (Object.keys(row).some((c) => !columns.has(c) && !isRetiredColumn(table, c))) throw new BackupError(bm.damaged);
    tables.set(table, rows as Record<string, unknown>[]);
  }
  if (lifted.length) tables.set('item_ratings', [...(tables.get('item_ratings') ?? []), ...lifted]);
  if ([...json.keys()].some((name) => name.startsWith('tables/') && !(name.slice(7, -5) in manifest.counts))) throw new BackupError(bm.damaged);

  const missing = new Set(manifest.missingPhotoFiles);
  const named = (tables.get('photos') ?? []).flatMap((p) => [String(p.key), String(p.thumb_key)]);
  const photoFiles = named.filter((k) => !missing.has(k));
  if (photoFiles.length !== manifest.photoFiles) throw new BackupError(bm.damaged);
  for (const file of named) {
    if (!file.startsWith('photos/') || (!missing.has(file) && !hashes.has(file))) throw new BackupError(bm.damaged);
    try {
      assertValidKey(file);
    } catch {
      throw new BackupError(bm.damaged);
    }
  }
  return { manifest, tables, photoFiles };
}
