import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openPostgres, wrapPglite, type Database } from '../db/client';
import { createPglite } from '../db/pglite-options';

/**
 * Integration tests run against PGlite by default and against PostgreSQL in the pass where
 * DB_KIND=postgres (TEST_DATABASE_URL set). Both hand out an isolated, migrated database fast:
 * PGlite starts from a template data directory migrated once per worker; PostgreSQL copies a
 * template database.
 */
export const testDbKind = (process.env.DB_KIND === 'postgres' ? 'postgres' : 'pglite') as 'pglite' | 'postgres';
/** One template per run; TEST_PG_TEMPLATE lets runs from several checkouts share one server. */
export const PG_TEMPLATE = process.env.TEST_PG_TEMPLATE ?? 'defterimiz_test_template';

let template: Promise<Blob> | null = null;

/**
 * The migrated template's data directory, dumped once per worker: each test database is loaded
 * from it (what PGlite's clone() does, without dumping the template again for every test).
 */
async function pgliteTemplate() {
  template ??= (async () => {
    // The server's settings (db/pglite-options.ts), so the tests run the database it runs.
    const db = await createPglite();
    await migrateDatabase(wrapPglite(db));
    const dump = await db.dumpDataDir('none');
    await db.close();
    return dump;
  })();
  return template;
}

export function withDatabaseName(url: string, name: string) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createTestDatabase(): Promise<Database> {
  if (testDbKind === 'pglite') {
    return wrapPglite(await createPglite(undefined, { loadDataDir: await pgliteTemplate() }));
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `defterimiz_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${PG_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const shared = {
    url: withDatabaseName(url, name),
    handles: 0,
    drop: async () => {
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => {});
      await cleanup.end();
    },
  };
  return openHandle(shared);
}

interface SharedPgTestDatabase {
  url: string;
  handles: number;
  drop: () => Promise<void>;
}
const sharedPg = new WeakMap<Database, SharedPgTestDatabase>();

/** A pool on the test database; the database is dropped when its last handle closes. */
async function openHandle(shared: SharedPgTestDatabase): Promise<Database> {
  const database = await openPostgres(shared.url);
  shared.handles++;
  sharedPg.set(database, shared);
  const close = database.close;
  let closed = false;
  database.close = async () => {
    if (closed) return;
    closed = true;
    await close();
    if (--shared.handles === 0) await shared.drop();
  };
  return database;
}

/**
 * PostgreSQL only: a second, independent connection pool to the same test database, as a second
 * app instance behind a load balancer would open. Give it to another `createTestApp({ database })`.
 */
export async function openSameTestDatabase(database: Database): Promise<Database> {
  const shared = sharedPg.get(database);
  if (!shared) throw new Error('openSameTestDatabase needs a PostgreSQL database from createTestDatabase()');
  return openHandle(shared);
}

/** PostgreSQL only: the connection URL of a test database (e.g. for a CLI process run beside the app). */
export function testDatabaseUrl(database: Database): string {
  const shared = sharedPg.get(database);
  if (!shared) throw new Error('testDatabaseUrl needs a PostgreSQL database from createTestDatabase()');
  return shared.url;
}
