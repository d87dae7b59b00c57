import { randomBytes } from 'node:crypto';
import { getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { BlobStore } from '../../platform/blobs';
import { hashPassword } from '../../platform/passwords';
import { photoContentTypeOf } from '../../platform/photos';
import { TRANSFER_KINDS, transferMessages as tm } from '../../../shared/transfer';
import { checkArchive } from './archive';
import type { Row } from './export';
import { kindSpecs } from './kinds';
import { newIds, remapRow, remapValue } from './remap';
import { readAll, TransferError, walkZip, type ZipSource } from './zip-reader';

export interface ImportResult {
  spaceId: string;
  spaceName: string;
  members: string[];
  counts: Record<string, number>;
}

const BATCH = 500;

/** Rows from JSON back into column values: timestamps were written as ISO strings. */
function revive(table: Parameters<typeof getTableColumns>[0], row: Row): Row {
  const out = { ...row };
  for (const [key, column] of Object.entries(getTableColumns(table))) {
    if (column.columnType === 'PgTimestamp' && typeof out[key] === 'string') out[key] = new Date(out[key] as string);
  }
  return out;
}

/**
 * Imports an archive as a new space beside any others. Every id is new (see remap.ts); members
 * get an unusable random password and sign in after `user:password` or a reset. Photos are
 * written first, then every row in one transaction; if anything fails, the rows roll back and
 * the photos written so far are removed, so a failed import changes nothing.
 */
export async function importSpace(db: Db, blobs: BlobStore, source: ZipSource): Promise<ImportResult> {
  const { data, photoFiles } = await checkArchive(source);
  const emails = data.members.map((m) => String(m.email));
  if (emails.length) {
    const [taken] = await db.select({ email: users.email }).from(users).where(inArray(users.email, emails)).limit(1);
    if (taken) throw new TransferError(tm.emailTaken(taken.email));
  }
  const ids = newIds(data);
  const wanted = new Map(photoFiles.map((file) => [file, remapValue(file, ids) as string]));
  const written: string[] = [];
  try {
    await walkZip(source, async (name, openStream) => {
      const key = wanted.get(name);
      if (!key) return;
      // The store takes whole buffers; one photo at a time is held, never the archive.
      const bytes = await readAll(await openStream());
      await blobs.put(key, bytes, photoContentTypeOf(key));
      written.push(key);
    });
    if (written.length !== wanted.size) throw new TransferError(tm.damaged);
    const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));
    await db.transaction(async (tx) => {
      const specs = kindSpecs(tx as unknown as Db);
      for (const kind of TRANSFER_KINDS) {
        const { table } = specs[kind];
        const rows = data[kind].map((row) => {
          const revived = revive(table, remapRow(row, ids));
          return kind === 'members' ? { ...revived, passwordHash } : revived;
        });
        for (let i = 0; i < rows.length; i += BATCH) await tx.insert(table).values(rows.slice(i, i + BATCH) as never);
      }
    });
  } catch (err) {
    await Promise.allSettled(written.map((key) => blobs.delete(key)));
    if (err instanceof TransferError) throw err;
    throw new TransferError(tm.damaged, { cause: err });
  }
  const space = data.settings[0];
  return {
    spaceId: ids.get(String(space.id)) ?? String(space.id),
    spaceName: String(space.name),
    members: emails,
    counts: Object.fromEntries(TRANSFER_KINDS.map((k) => [k, data[k].length])),
  };
}
