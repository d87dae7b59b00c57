import { randomUUID } from 'node:crypto';
import type { SpaceData, Row } from './export';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/**
 * New ids for every record of an archive, so it can land beside other spaces (or twice).
 * The new ids are handed out in the old ids' order: rows sorted by id keep their order, so an
 * export of the imported space lists everything exactly like the original export.
 */
export function newIds(data: SpaceData): Map<string, string> {
  const old = new Set<string>();
  for (const rows of Object.values(data)) {
    for (const row of rows) if (typeof row.id === 'string' && row.id.match(UUID)?.[0] === row.id) old.add(row.id);
  }
  const sortedOld = [...old].sort();
  const sortedNew = sortedOld.map(() => randomUUID()).sort();
  return new Map(sortedOld.map((id, i) => [id, sortedNew[i]]));
}

/** Every id inside a value replaced, including ids inside strings (blob keys, reminder keys). */
export function remapValue(value: unknown, ids: Map<string, string>): unknown {
  if (typeof value === 'string') return value.replace(UUID, (id) => ids.get(id) ?? id);
  if (Array.isArray(value)) return value.map((v) => remapValue(v, ids));
  return value;
}

export function remapRow(row: Row, ids: Map<string, string>): Row {
  return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, remapValue(v, ids)]));
}
