import type { z } from '../../../shared/validation';
import { TRANSFER_KINDS, transferMessages as tm, type TransferKind } from '../../../shared/transfer';
import { TransferError } from './zip-reader';
import { spaceKinds } from './archive-kinds/space';
import { listKinds } from './archive-kinds/lists';
import { recordKinds } from './archive-kinds/records';
import { dailyKinds } from './archive-kinds/daily';

/**
 * The export's shape, kind by kind: what one row of `data/<kind>.json` may hold. Types, lengths
 * and choices follow the app's own input schemas (src/shared/*), so nothing can arrive through an
 * archive that a member could not have typed. Timestamps become Dates, e-mails are lowercased,
 * unknown columns are dropped. Used by `space:import` (with new ids, see remap.ts) and by a
 * restore that keeps ids; the references between rows are checked in references.ts.
 */
export const archiveKindSchemas = { ...spaceKinds, ...listKinds, ...recordKinds, ...dailyKinds } satisfies Record<TransferKind, z.ZodType>;

export type ArchiveRows = { [K in TransferKind]: z.output<(typeof archiveKindSchemas)[K]>[] };
export type ArchiveRow<K extends TransferKind> = ArchiveRows[K][number];

/** Most rows of one kind an archive may carry (a couple's lifetime is far below this). */
export const ARCHIVE_MAX_ROWS = 200_000;

/**
 * Every kind's rows parsed against its schema, or a TransferError naming the file and the row.
 * `raw` is the parsed JSON of each `data/<kind>.json`; nothing has been written yet.
 */
export function parseArchiveRows(raw: Record<TransferKind, unknown>): ArchiveRows {
  const rows = {} as Record<TransferKind, unknown[]>;
  for (const kind of TRANSFER_KINDS) {
    const list = raw[kind];
    if (!Array.isArray(list) || list.length > ARCHIVE_MAX_ROWS) throw new TransferError(tm.invalidRow(kind, 0));
    const schema: z.ZodType = archiveKindSchemas[kind];
    rows[kind] = list.map((row, i) => {
      const parsed = schema.safeParse(row);
      if (!parsed.success) throw new TransferError(tm.invalidRow(kind, i + 1), { cause: parsed.error });
      return parsed.data;
    });
  }
  return rows as ArchiveRows;
}
