import fs from 'node:fs';
import { createHash } from 'node:crypto';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { BlobStore } from '../../platform/blobs';
import { BACKUP_APP, BACKUP_FORMAT_VERSION } from '../../../shared/backup';
import { appVersion } from '../transfer/versions';
import { tableEntry, type BackupManifest } from './manifest';
import type { Snapshot } from './snapshot';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * Writes a snapshot and the photos it names to a new ZIP at `file`. Photos stream from the blob
 * store straight into the file through a hash, one at a time, so memory stays flat however many
 * there are. The manifest, with every entry's SHA-256, is the last entry.
 */
export async function writeBackupFile(file: string, snapshot: Snapshot, blobs: BlobStore, now: Date): Promise<BackupManifest> {
  const zip = new yazl.ZipFile();
  const written = pipeline(zip.outputStream as Readable, fs.createWriteStream(file, { flags: 'wx' }));
  // yazl does not watch the streams it is given: any failure ends the output, so `written` rejects.
  const fail = (err: Error) => (zip.outputStream as Readable).destroy(err);
  (zip as unknown as NodeJS.EventEmitter).on('error', fail);
  const mtime = now;
  const entries: Record<string, string> = {};
  for (const [table, rows] of snapshot.tables) {
    const bytes = Buffer.from(rows, 'utf8');
    entries[tableEntry(table)] = sha256(bytes);
    zip.addBuffer(bytes, tableEntry(table), { mtime });
  }

  // One listing of the photo folder, not a request per photo (as the export does).
  const stored = new Set<string>();
  for await (const key of blobs.list('photos/')) stored.add(key);
  const missing = snapshot.photoKeys.filter((k) => !stored.has(k));
  const present = snapshot.photoKeys.filter((k) => stored.has(k));
  let remaining = present.length;
  let photosDone!: () => void;
  const allPhotos = new Promise<void>((resolve) => (photosDone = resolve));
  if (remaining === 0) photosDone();
  for (const key of present) {
    // Photos are already compressed: stored as they are.
    zip.addReadStreamLazy(key, { mtime, compress: false }, (cb) => {
      blobs.get(key).then((blob) => {
        // Deleted since the listing: an empty entry, named in missingPhotoFiles.
        if (!blob) missing.push(key);
        const hash = createHash('sha256');
        const hashing = new Transform({
          transform(chunk: Buffer, _enc, next) {
            hash.update(chunk);
            next(null, chunk);
          },
          flush(next) {
            entries[key] = hash.digest('hex');
            if (--remaining === 0) photosDone();
            next();
          },
        });
        const body = blob ? blob.body : Readable.from([]);
        body.on('error', fail);
        hashing.on('error', fail);
        cb(null, body.pipe(hashing));
      }, fail);
    });
  }
  await Promise.race([allPhotos, written]);

  const manifest: BackupManifest = {
    app: BACKUP_APP,
    formatVersion: BACKUP_FORMAT_VERSION,
    appVersion,
    schemaVersion: snapshot.schemaVersion,
    createdAt: now.toISOString(),
    counts: snapshot.counts,
    photoFiles: present.length - missing.filter((k) => stored.has(k)).length,
    missingPhotoFiles: missing,
    entries,
  };
  zip.addBuffer(Buffer.from(JSON.stringify(manifest, null, 2)), 'manifest.json', { mtime });
  zip.end();
  await written;
  return manifest;
}
