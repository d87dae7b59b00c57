import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is } from 'drizzle-orm';
import * as schema from '../../db/schema';

/**
 * Which tables a backup carries. Every table of the Drizzle schema goes, except the ones named
 * here with the reason; tables.int.test.ts fails when a table holding a space's data is left out
 * (or forgotten by the export or a space's deletion).
 */
export const LEFT_OUT_OF_BACKUP: Record<string, string> = {
  sessions: 'sign-ins are not carried: after a restore everyone signs in again with their password',
  rate_limits: 'counters of the last minutes, shared by instances; nothing to keep',
  job_runs: 'when periodic jobs last ran on these instances; a restored server starts its own',
  catalog_cache: 'answers of outside catalogues, fetched again when needed',
  push_subscriptions: "browsers' push subscriptions, bound to this server's sign-ins and key (like sessions): each device subscribes again after signing in",
  push_queue: 'pushes in flight to those subscriptions',
  space_exports: "exports being sent by this server's instances right now; a restored server has none",
  space_usage: 'counters kept by triggers as rows come and go: a restore rebuilds them as it writes the rows (carried too, they would count twice)',
  server_keys: "this server's VAPID key pair: a secret that stays out of backup files; a restored server makes its own",
};

export interface BackupTable {
  name: string;
  table: PgTable;
  /** Primary key columns (SQL names): rows are written in this order, so two backups of the same data are equal. */
  orderBy: string[];
  /** Tables this one references: restored before it. */
  references: string[];
}

/** Every table of the schema, by SQL name. */
export function schemaTables(): Map<string, PgTable> {
  const out = new Map<string, PgTable>();
  for (const value of Object.values(schema)) if (is(value, PgTable)) out.set(getTableConfig(value).name, value);
  return out;
}

function describe(name: string, table: PgTable): BackupTable {
  const config = getTableConfig(table);
  const primary = config.primaryKeys[0]?.columns ?? config.columns.filter((c) => c.primary);
  const orderBy = (primary.length ? primary : config.columns).map((c) => c.name);
  const references = config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((t) => t !== name);
  return { name, table, orderBy, references };
}

/** The backed-up tables, each after the tables it references (the order a restore inserts in). */
export function backupTables(): BackupTable[] {
  const all = [...schemaTables()].filter(([name]) => !(name in LEFT_OUT_OF_BACKUP)).map(([name, t]) => describe(name, t));
  const byName = new Map(all.map((t) => [t.name, t]));
  const ordered: BackupTable[] = [];
  const placed = new Set<string>();
  const visit = (t: BackupTable, path: Set<string>) => {
    if (placed.has(t.name)) return;
    if (path.has(t.name)) throw new Error(`foreign keys form a cycle through ${t.name}`);
    path.add(t.name);
    for (const ref of t.references) {
      const target = byName.get(ref);
      if (target) visit(target, path);
    }
    placed.add(t.name);
    ordered.push(t);
  };
  for (const t of [...all].sort((a, b) => a.name.localeCompare(b.name))) visit(t, new Set());
  return ordered;
}
