import type { PGlite } from '@electric-sql/pglite';
import { ensurePrivateDir } from '../platform/private-files';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import type pg from 'pg';
import * as schema from './schema';
import { createPglite } from './pglite-options';
import { migrationsFolder } from './migrations-folder';
import { pendingMigrations } from './migration-state';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/**
 * The rows of a raw statement (`db.execute(sql…)`, a transaction's too): both drivers answer
 * `{ rows }`, which Drizzle's driver-neutral type does not say, so the one cast lives here.
 */
export async function rowsOf<T>(db: Pick<Db, 'execute'>, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Set for PostgreSQL: the pool, so the event bus can take a listening connection. */
  pool?: pg.Pool;
  /** Set for PGlite: the instance itself (tests clone it). */
  pglite?: PGlite;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export { migrationsFolder };

/** Embedded PostgreSQL in `dir`, or in memory when `dir` is undefined. */
export async function openPglite(dir?: string): Promise<Database> {
  if (dir) ensurePrivateDir(dir);
  const client = await createPglite(dir);
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

/**
 * The PostgreSQL driver loads only when PostgreSQL is used: with PGlite, `npm start` would load
 * `pg` and drizzle's node-postgres for nothing on its slowest path (opening the database).
 */
const loadPg = async () => {
  const [{ default: driver }, { drizzle }, { migrate }] = await Promise.all([
    import('pg'),
    import('drizzle-orm/node-postgres'),
    import('drizzle-orm/node-postgres/migrator'),
  ]);
  return { driver, drizzle, migrate };
};

export async function openPostgres(url: string): Promise<Database> {
  const { driver, drizzle: drizzlePg } = await loadPg();
  const pool = new driver.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await pool.end();
    },
  };
}

/**
 * Applies the committed migrations. On PostgreSQL an advisory lock keeps concurrent starts apart.
 * Most starts have none to apply: then one query says so, where drizzle's migrator would create
 * its schema and table if missing and read and hash every migration file (decision 029).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (!(await pendingMigrations(database.db)).length) return;
  if (database.kind === 'pglite') {
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const { drizzle: drizzlePg, migrate: migratePg } = await loadPg();
  const client = await database.pool!.connect();
  try {
    await client.query('select pg_advisory_lock(727274)');
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727274)').catch(() => {});
    client.release();
  }
}

export { sql };
