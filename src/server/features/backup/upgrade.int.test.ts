import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/open';
import { createTestApp } from '../../testing/test-app';
import { testDbKind } from '../../testing/test-database';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../seed/demo';
import { backupBeforeMigrating } from './before-migrate';
import { pendingMigrations } from './snapshot';
import { schemaTables } from './tables';

/**
 * Data made by older versions (docs/upgrade-fixtures.md): each folder holds a PGlite data folder
 * (db.tar.br, PGlite's own dump, brotli) and its photos (uploads/), made by an early commit with
 * its demo seed plus photos uploaded through its own API. Today's server starts on a copy.
 */
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../testing/fixtures/upgrade');
const fixtures = fs.readdirSync(FIXTURES).filter((name) => fs.existsSync(path.join(FIXTURES, name, 'db.tar.br')));

async function tableCounts(query: (sql: string) => Promise<{ rows: unknown[] }>) {
  const counts: Record<string, number> = {};
  for (const name of schemaTables().keys()) {
    const present = (await query(`select to_regclass('public.${name}') is not null as present`)).rows[0] as { present: boolean };
    if (present.present) counts[name] = Number(((await query(`select count(*) as n from "${name}"`)).rows[0] as { n: number }).n);
  }
  return counts;
}

describe.runIf(testDbKind === 'pglite')('upgrades never lose a row', () => {
  it.each(fixtures)('%s: today’s server starts on it, migrates, keeps every row and photo, and everyone signs in', async (fixture) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-upgrade-'));
    try {
      const dump = zlib.brotliDecompressSync(fs.readFileSync(path.join(FIXTURES, fixture, 'db.tar.br')));
      const old = await PGlite.create(path.join(dataDir, 'db'), { loadDataDir: new Blob([dump]) });
      const before = await tableCounts((q) => old.query(q));
      const photos = (await old.query<{ id: string; key: string }>('select id, key from photos')).rows;
      await old.close();
      fs.cpSync(path.join(FIXTURES, fixture, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true });
      expect(before.users).toBe(2);
      expect(photos.length).toBeGreaterThan(0);

      // The real start: a backup first (migrations are pending), then the migrations.
      const config = loadConfig({ DATA_DIR: dataDir, BACKUP_SCHEDULE: 'off', LOG_LEVEL: 'silent' });
      const lines: string[] = [];
      const log = { info: (_o: object, msg: string) => lines.push(msg), error: () => {} };
      const database = await openConfiguredDatabase(config, 'server', (db) => backupBeforeMigrating(db, config, log));
      const app = await createTestApp({ database, configure: (c) => (c.dataDir = dataDir) });
      try {
        expect(lines.some((l) => l.startsWith(`backup before migrating written to ${dataDir}`))).toBe(true);
        expect(await pendingMigrations(app.ctx.db)).toEqual([]);
        const after = await tableCounts((q) => app.ctx.database.pglite!.query(q));
        for (const [table, n] of Object.entries(before)) expect(after[table], table).toBe(n);

        for (const member of DEMO_MEMBERS) {
          const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: member.email, password: DEMO_PASSWORD } });
          expect(res.statusCode, member.email).toBe(200);
          const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
          for (const photo of photos) {
            const served = await app.inject({ url: `/api/photos/${photo.id}`, headers: { cookie } });
            expect(served.statusCode).toBe(200);
            expect(served.rawPayload.equals(fs.readFileSync(path.join(FIXTURES, fixture, 'uploads', photo.key)))).toBe(true);
          }
          expect((await app.inject({ url: '/api/memories', headers: { cookie } })).json().memories.length).toBe(before.memories);
        }
      } finally {
        await app.close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
