import { randomUUID } from 'node:crypto';
import { TRANSFER_KINDS, type TransferKind } from '../../../shared/transfer';
import { photoFormatOf, photoKeys } from '../../platform/photos-format';
import type { ArchiveRows } from './archive-schema';
import { ARCHIVE_REFERENCES } from './references';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * New ids for every record of a checked archive, so it can land beside other spaces (or twice).
 * The new ids are handed out in the old ids' order: rows sorted by id keep their order, so an
 * export of the imported space lists everything exactly like the original export.
 */
export function newIds(rows: ArchiveRows): Map<string, string> {
  const old = new Set<string>();
  for (const kind of TRANSFER_KINDS) for (const row of rows[kind] as { id?: string }[]) if (row.id) old.add(row.id);
  const sortedOld = [...old].sort();
  const sortedNew = sortedOld.map(() => randomUUID()).sort();
  return new Map(sortedOld.map((id, i) => [id, sortedNew[i]]));
}

/**
 * The archive's rows under their new ids: each row's own id and every reference column (see
 * ARCHIVE_REFERENCES, all checked to point inside the archive) are replaced, and each photo's
 * blob keys are made afresh for the new space, never taken from the archive. A notification's
 * dedupe key names a special date by id; known ids in it follow too.
 */
export function remapArchive(rows: ArchiveRows, ids: Map<string, string>): ArchiveRows {
  const to = (id: string) => {
    const mapped = ids.get(id);
    if (!mapped) throw new Error(`unchecked reference ${id}`);
    return mapped;
  };
  const out = {} as Record<TransferKind, Record<string, unknown>[]>;
  for (const kind of TRANSFER_KINDS) {
    const columns = Object.keys(ARCHIVE_REFERENCES[kind]);
    out[kind] = (rows[kind] as Record<string, unknown>[]).map((row) => {
      const copy = { ...row };
      if (typeof copy.id === 'string') copy.id = to(copy.id);
      for (const column of columns) if (typeof copy[column] === 'string') copy[column] = to(copy[column] as string);
      if (typeof copy.dedupeKey === 'string') copy.dedupeKey = copy.dedupeKey.replace(UUID, (id) => ids.get(id) ?? id);
      return copy;
    });
  }
  const remapped = out as unknown as ArchiveRows;
  for (const photo of remapped.photos) Object.assign(photo, photoKeys(photo.spaceId, photo.id, photoFormatOf(photo.contentType)!));
  return remapped;
}
