import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { testDbKind, withDatabaseName } from './test-database';
import { schemaTables } from '../features/backup/tables';

/**
 * Data made by older versions (docs/upgrade-fixtures.md): each folder holds a PGlite data folder
 * (db.tar.br, PGlite's own dump, brotli) and its photos (uploads/), made by an early commit with
 * its demo seed plus photos uploaded through its own API. Today's server starts on a copy
 * (backup/upgrade.int.test.ts for every fixture; a feature's own test for what its migration did).
 */
export const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/upgrade');

/** The fixtures this test database kind can load, oldest first. */
export const upgradeFixtures = fs
  .readdirSync(FIXTURES)
  .filter((name) => fs.existsSync(path.join(FIXTURES, name, testDbKind === 'pglite' ? 'db.tar.br' : 'postgres/dump.sql')))
  .sort();

type Query = (sql: string) => Promise<{ rows: unknown[] }>;
export interface OldData {
  /** What the server's configuration needs to open it (DATABASE_URL on PostgreSQL). */
  env: Record<string, string>;
  uploads: string;
  before: Record<string, number>;
  photos: { id: string; key: string }[];
  /** The answers of the caller's own queries, read before anything was migrated. */
  read: Record<string, unknown[]>;
  drop: () => Promise<void>;
}

/**
 * The fixture put where a server of that version kept it: a PGlite data folder under `dataDir`, or
 * a new PostgreSQL database. `queries` are run on the old data as it is, before any migration.
 */
export async function loadOldData(fixture: string, dataDir: string, queries: Record<string, string> = {}): Promise<OldData> {
  const read = async (query: Query) => {
    const answers: Record<string, unknown[]> = {};
    for (const [name, text] of Object.entries(queries)) answers[name] = (await query(text)).rows;
    return {
      before: await tableCounts(query),
      photos: (await query('select id, key from photos')).rows as { id: string; key: string }[],
      read: answers,
    };
  };
  if (testDbKind === 'pglite') {
    const dump = zlib.brotliDecompressSync(fs.readFileSync(path.join(FIXTURES, fixture, 'db.tar.br')));
    const old = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: new Blob([dump]) });
    const found = await read((q) => old.query(q));
    await old.close();
    return { env: {}, uploads: path.join(FIXTURES, fixture, 'uploads'), ...found, drop: async () => {} };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `defterimiz_upgrade_${randomBytes(6).toString('hex')}`;
  const run = async <T>(url: string, fn: (c: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  await run(admin, (c) => c.query(`create database ${name}`));
  const url = withDatabaseName(admin, name);
  const found = await run(url, async (c) => {
    await c.query(fs.readFileSync(path.join(FIXTURES, fixture, 'postgres', 'dump.sql'), 'utf8'));
    await c.query(`select pg_catalog.set_config('search_path', 'public', false)`);
    return read((q) => c.query(q));
  });
  return {
    env: { DATABASE_URL: url },
    uploads: path.join(FIXTURES, fixture, 'postgres', 'uploads'),
    ...found,
    drop: () => run(admin, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** Rows per table of today's schema that the data has. */
export async function tableCounts(query: Query) {
  const counts: Record<string, number> = {};
  for (const name of schemaTables().keys()) {
    const present = (await query(`select to_regclass('public.${name}') is not null as present`)).rows[0] as { present: boolean };
    if (present.present) counts[name] = Number(((await query(`select count(*) as n from "${name}"`)).rows[0] as { n: number }).n);
  }
  return counts;
}
