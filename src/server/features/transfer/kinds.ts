import { asc, eq, isNull, lte, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { KindSpec } from '../../platform/feature';
import { featureKindSpecs } from '../index';
import { photos, spaces, specialDates, users } from '../../db/schema';
import type { Db } from '../../db/client';
import type { CORE_TRANSFER_KINDS, TransferKind } from '../../../shared/transfer';

type CoreTransferKind = (typeof CORE_TRANSFER_KINDS)[number];

/**
 * The table spec of every kind over one database: the space itself (the core kinds) here, each
 * feature's from its server manifest (features/<feature>/index.ts, `exports`). Every kind is ordered
 * by its id (or its key columns), so two exports of the same data list rows alike; the import keeps
 * that order when it gives rows new ids (see remap.ts).
 */
export function kindSpecs(db: Db): Record<TransferKind, KindSpec> {
  const core: Record<CoreTransferKind, KindSpec> = {
    settings: { table: spaces, where: (s) => eq(spaces.id, s), orderBy: [spaces.id] },
    members: { table: users, where: (s) => eq(users.spaceId, s), orderBy: [users.id], omit: ['passwordHash'] },
    // A sealed capsule's photo is not the member's to download before its day (photos.sealed_until).
    photos: { table: photos, where: (s) => eq(photos.spaceId, s), released: (today) => or(isNull(photos.sealedUntil), lte(photos.sealedUntil, today))!, orderBy: [photos.id] },
    'special-dates': { table: specialDates, where: (s) => eq(specialDates.spaceId, s), orderBy: [specialDates.id] },
  };
  return { ...core, ...featureKindSpecs(db) };
}

export const ascending = (columns: PgColumn[]) => columns.map((c) => asc(c));

/** Each kind's table (the backup's checks and the every-table test; no query is made, so no database). */
export function kindTables(): Record<TransferKind, PgTable> {
  const specs = kindSpecs(undefined as unknown as Db);
  return Object.fromEntries(Object.entries(specs).map(([kind, spec]) => [kind, spec.table])) as Record<TransferKind, PgTable>;
}
