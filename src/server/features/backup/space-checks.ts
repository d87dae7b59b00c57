import { getTableColumns } from 'drizzle-orm';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { TRANSFER_KINDS, type TransferKind } from '../../../shared/transfer';
import { backupMessages as bm } from '../../../shared/backup';
import { kindTables } from '../transfer/kinds';
import { validateArchiveData } from '../transfer/references';
import { TransferError } from '../transfer/zip-reader';
import { BackupError } from './check-file';

type Row = Record<string, unknown>;

/**
 * The same rules as `space:import` (transfer/archive-schema.ts and references.ts), space by
 * space: every row as the app's own inputs allow, every reference inside its own space, the
 * member limit, photo keys the server's own. The backup's rows (SQL column names) are put in the
 * export's shape first. Throws a BackupError in Turkish; nothing has been written.
 */
export function checkSpaces(tables: Map<string, Row[]>, limits: { maxMembers: number }): void {
  const kinds = kindTables();
  const shaped = {} as Record<TransferKind, Row[]>;
  for (const kind of TRANSFER_KINDS) {
    const table = kinds[kind];
    // SQL name → the key the export uses.
    const keys = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [column.name, key]));
    // A backup from before a migration lacks the columns added since; the restore leaves them
    // to the database, which stores null where a column has no default: checked as such.
    const nullByDefault = Object.entries(getTableColumns(table))
      .filter(([, column]) => !column.notNull && !column.hasDefault)
      .map(([key]) => [key, null] as const);
    const rows = tables.get(getTableConfig(table).name) ?? [];
    shaped[kind] = rows.map((row) => ({
      ...Object.fromEntries(nullByDefault),
      ...Object.fromEntries(Object.entries(row).map(([c, v]) => [keys.get(c) ?? c, v])),
    }));
  }
  const memorySpace = new Map(shaped.memories.map((m) => [m.id, m.spaceId]));
  const capsuleSpace = new Map(shaped.capsules.map((c) => [c.id, c.spaceId]));
  // Photo links and likes have no space id of their own: their memory's or capsule's.
  const spaceOf = (kind: TransferKind, row: Row) =>
    kind === 'settings'
      ? row.id
      : kind === 'memory-photos' || kind === 'memory-likes'
        ? memorySpace.get(row.memoryId)
        : kind === 'capsule-photos' || kind === 'capsule-likes'
          ? capsuleSpace.get(row.capsuleId)
          : row.spaceId;
  let placed = 0;
  for (const space of shaped.settings) {
    const raw = {} as Record<TransferKind, Row[]>;
    for (const kind of TRANSFER_KINDS) raw[kind] = shaped[kind].filter((row) => spaceOf(kind, row) === space.id);
    placed += TRANSFER_KINDS.reduce((n, kind) => n + raw[kind].length, 0);
    try {
      validateArchiveData(raw, limits);
    } catch (err) {
      if (err instanceof TransferError)
        throw new BackupError(`${bm.spaceInvalid} ${err.message}`, {
          cause: err,
        });
      throw err;
    }
  }
  // A row of no space in the file (its space is missing) is damage too.
  if (placed !== TRANSFER_KINDS.reduce((n, kind) => n + shaped[kind].length, 0)) throw new BackupError(bm.damaged);
}
