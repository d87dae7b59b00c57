import { randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { BlobStore } from '../../platform/blobs';
import { hashPassword } from '../../platform/passwords';
import { isStoredPhoto } from '../../platform/photos';
import { PHOTO_FORMATS, photoFormatOf, type PhotoFormat } from '../../platform/photos-format';
import { TRANSFER_KINDS, transferMessages as tm } from '../../../shared/transfer';
import { checkArchive } from './archive';
import { kindSpecs } from './kinds';
import { newIds, remapArchive } from './remap';
import type { ReferenceLimits } from './references';
import type { ArchiveRows } from './archive-schema';
import { COUNTED_TABLES } from '../../db/schema';
import type { SpaceLimits } from '../../platform/space-limits';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { kindTables } from './kinds';
import { readAll, TransferError, walkZip, type ZipSource } from './zip-reader';

export interface ImportResult {
  spaceId: string;
  spaceName: string;
  members: string[];
  counts: Record<string, number>;
}

const BATCH = 500;
/** Largest single photo file read from an archive (a stored photo is re-encoded to 2560 px). */
const MAX_PHOTO_FILE = 64 * 1024 * 1024;

/** Where an archive's photo file goes: the key the server made for the new space, and its format. */
interface PhotoTarget {
  key: string;
  format: PhotoFormat;
}

/**
 * Every photo file of the archive read and checked like an upload (sniffed and decoded as the
 * row's format; thumbnails as WebP), once with `write` unset to refuse before anything is
 * written, then again as it is written. Each file is held alone, never the whole archive.
 */
async function visitPhotos(source: ZipSource, targets: Map<string, PhotoTarget>, write?: (t: PhotoTarget, bytes: Buffer) => Promise<void>) {
  let seen = 0;
  await walkZip(source, async (name, openStream) => {
    const target = targets.get(name);
    if (!target) return;
    const bytes = await readAll(await openStream(), MAX_PHOTO_FILE);
    if (!(await isStoredPhoto(bytes, target.format))) throw new TransferError(tm.photoBytes);
    seen += 1;
    if (write) await write(target, bytes);
  });
  if (seen !== targets.size) throw new TransferError(tm.damaged);
}

/**
 * Imports an archive as a new space beside any others. Nothing is written until every row has
 * passed its schema, every reference points inside the archive (references.ts) and every photo
 * file has been checked. Then every id is new (remap.ts), blob keys are the server's own for the
 * new space, members get an unusable random password and sign in after `user:password` or a
 * reset. Photos are written first, then every row in one transaction; if anything fails, the
 * rows roll back and the photos this import wrote (and only those) are removed.
 */
/** Refuses an archive that holds more than SPACE_MAX_ROWS / SPACE_MAX_PHOTO_MB allow one space (0 = no limit). */
function checkSpaceLimits(rows: ArchiveRows, limits: SpaceLimits) {
  const counted = new Set<string>(COUNTED_TABLES);
  const tables = kindTables();
  const total = TRANSFER_KINDS.reduce((n, kind) => n + (counted.has(getTableConfig(tables[kind]).name) ? rows[kind].length : 0), 0);
  const photoBytes = rows.photos.reduce((n, p) => n + p.bytes, 0);
  if ((limits.maxRows > 0 && total > limits.maxRows) || (limits.maxPhotoBytes > 0 && photoBytes > limits.maxPhotoBytes)) throw new TransferError(tm.tooLargeForSpace);
}

export async function importSpace(db: Db, blobs: BlobStore, source: ZipSource, limits: ReferenceLimits & { space?: SpaceLimits }): Promise<ImportResult> {
  const { rows, photoFiles } = await checkArchive(source, limits);
  if (limits.space) checkSpaceLimits(rows, limits.space);
  const emails = rows.members.map((m) => m.email);
  if (emails.length) {
    const [taken] = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails)).limit(1);
    if (taken) throw new TransferError(tm.emailTaken(taken.email));
  }
  const ids = newIds(rows);
  const data = remapArchive(rows, ids);
  const present = new Set(photoFiles);
  const targets = new Map<string, PhotoTarget>();
  rows.photos.forEach((photo, i) => {
    const fresh = data.photos[i];
    if (present.has(photo.key)) targets.set(photo.key, { key: fresh.key, format: photoFormatOf(photo.contentType)! });
    if (present.has(photo.thumbKey)) targets.set(photo.thumbKey, { key: fresh.thumbKey, format: 'webp' });
  });
  await visitPhotos(source, targets);

  const written: string[] = [];
  try {
    await visitPhotos(source, targets, async (target, bytes) => {
      written.push(target.key);
      await blobs.put(target.key, bytes, PHOTO_FORMATS[target.format].contentType);
    });
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    await db.transaction(async (tx) => {
      const specs = kindSpecs(tx as unknown as Db);
      for (const kind of TRANSFER_KINDS) {
        const { table } = specs[kind];
        const list: object[] = kind === 'members' ? data.members.map((m) => ({ ...m, passwordHash })) : data[kind];
        for (let i = 0; i < list.length; i += BATCH) await tx.insert(table).values(list.slice(i, i + BATCH) as never);
      }
    });
  } catch (err) {
    // Only keys made above for the new space: no other space's file can be among them.
    await Promise.allSettled(written.map((key) => blobs.delete(key)));
    if (err instanceof TransferError) throw err;
    throw new TransferError(tm.damaged, { cause: err });
  }
  return {
    spaceId: data.settings[0].id,
    spaceName: data.settings[0].name,
    members: emails,
    counts: Object.fromEntries(TRANSFER_KINDS.map((k) => [k, data[k].length])),
  };
}
