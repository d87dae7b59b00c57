import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { journal, pendingMigrations } from '../../db/migration-state';
import { backupTables } from './tables';

export interface Snapshot {
  /** Each table's rows as one JSON array (column names as in SQL), in primary key order. */
  tables: Map<string, string>;
  /** `count(*)` of each table in the same snapshot: the file is checked against these. */
  counts: Record<string, number>;
  /** The last migration applied to the database the rows were read from. */
  schemaVersion: string;
  /** The blob keys the `photos` rows name. */
  photoKeys: string[];
}

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown) => (result as Rows<T>).rows;

export { journal, pendingMigrations } from '../../db/migration-state';

async function appliedVersion(db: Db): Promise<string> {
  const pending = new Set(await pendingMigrations(db));
  return (
    journal()
      .filter((e) => !pending.has(e.tag))
      .at(-1)?.tag ?? 'none'
  );
}

/**
 * Every backed-up table read in ONE transaction: REPEATABLE READ and read-only, so the rows of
 * all tables are one consistent picture while the server keeps writing (PostgreSQL serves those
 * writes beside it; PGlite, one connection, queues them for the few milliseconds the reads take).
 * The photos' bytes are read afterwards: a blob is never changed under its key, so the keys in
 * the snapshot are enough. Tables the database does not have yet (a backup taken before a
 * migration) are left out.
 */
export async function readSnapshot(db: Db): Promise<Snapshot> {
  return db.transaction(
    async (tx) => {
      const t = tx as unknown as Db;
      const tables = new Map<string, string>();
      const counts: Record<string, number> = {};
      for (const table of backupTables()) {
        const [{ present }] = rowsOf<{ present: boolean }>(await t.execute(sql`select to_regclass(${`public.${table.name}`}) is not null as present`));
        if (!present) continue;
        const name = sql.identifier(table.name);
        const order = sql.join(
          table.orderBy.map((c) => sql`t.${sql.identifier(c)}`),
          sql`, `,
        );
        const [row] = rowsOf<{ rows: string; count: string | number }>(
          await t.execute(sql`select coalesce(json_agg(t order by ${order}), '[]'::json)::text as rows, count(*) as count from ${name} t`),
        );
        tables.set(table.name, row.rows);
        counts[table.name] = Number(row.count);
      }
      const photoKeys = tables.has('photos')
        ? (
            JSON.parse(tables.get('photos')!) as {
              key: string;
              thumb_key: string;
            }[]
          ).flatMap((p) => [p.key, p.thumb_key])
        : [];
      return {
        tables,
        counts,
        schemaVersion: await appliedVersion(t),
        photoKeys,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
