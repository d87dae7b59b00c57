import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { openConfiguredDatabase } from '../../db/open';
import { createTestApp } from '../../testing/test-app';
import { SESSION_COOKIE } from '../../platform/auth/sessions';
import { DEMO_MEMBERS, DEMO_PASSWORD } from '../../seed/demo';
import { backupBeforeMigrating } from './before-migrate';
import { pendingMigrations } from './snapshot';
import { restoreBackup } from './restore';
import { LEFT_OUT_OF_BACKUP } from './tables';
import { backupDepsOf } from '../../testing/backup';
import { sql } from 'drizzle-orm';
import { loadOldData, tableCounts, upgradeFixtures } from '../../testing/upgrade-fixtures';
import { expectUsageCounted } from '../../testing/space-usage';

const fixtures = upgradeFixtures;

/** The newest migration of today's code: its fixture starts with nothing pending. */
const NEWEST_MIGRATION = (
  JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations/meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.at(-1)!.tag;

const WRITTEN = 'backup before migrating written to ';

interface RatedItem {
  item: string;
  adder: string;
  rating: number;
}

/**
 * Before İkimiz (issue 34) a film, series, book or place had one `rating`, written by its adder.
 * Read through to_jsonb so that the query runs on fixtures made since too, which have no such column.
 */
const RATED_ITEMS = ['movies', 'series', 'books', 'places']
  .map(
    (table) =>
      `select id as item, added_by as adder, (to_jsonb(t) ->> 'rating')::int as rating from "${table}" t where to_jsonb(t) ->> 'rating' is not null and added_by is not null`,
  )
  .join(' union all ');
/** Whether the fixture predates İkimiz: its items still have their one `rating` column. */
const ONE_RATING = `select 1 from information_schema.columns where table_schema = 'public' and table_name = 'movies' and column_name = 'rating'`;

describe('upgrades never lose a row', () => {
  it.each(fixtures)(
    '%s: today’s server starts on it, migrates, keeps every row and photo, and everyone signs in',
    async (fixture) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-upgrade-'));
      const old = await loadOldData(fixture, dataDir, { rated: RATED_ITEMS, oneRating: ONE_RATING });
      const { before, photos } = old;
      try {
        fs.cpSync(old.uploads, path.join(dataDir, 'uploads'), {
          recursive: true,
        });
        expect(before.users).toBe(2);
        expect(photos.length).toBeGreaterThan(0);

        // The real start: a backup first (when migrations are pending), then the migrations.
        const config = loadConfig({
          DATA_DIR: dataDir,
          BACKUP_SCHEDULE: 'off',
          LOG_LEVEL: 'silent',
          ...old.env,
        });
        const lines: string[] = [];
        const log = {
          info: (_o: object, msg: string) => lines.push(msg),
          error: () => {},
        };
        const database = await openConfiguredDatabase(config, 'server', (db) => backupBeforeMigrating(db, config, log));
        const app = await createTestApp({
          database,
          configure: (c) => (c.dataDir = dataDir),
        });
        try {
          // The fixture of the newest version has nothing to migrate (yet): no backup then.
          expect(lines.some((l) => l.startsWith(`backup before migrating written to ${dataDir}`))).toBe(fixture !== NEWEST_MIGRATION);
          expect(await pendingMigrations(app.ctx.db)).toEqual([]);
          const after = await tableCounts(async (q) => ({
            rows: (
              (await app.ctx.db.execute(sql.raw(q))) as unknown as {
                rows: unknown[];
              }
            ).rows,
          }));
          for (const [table, n] of Object.entries(before)) expect(after[table], table).toBe(n);
          // The space usage counters (issue 33) are filled from the rows the old version left.
          const usage = await expectUsageCounted(app.ctx.db);
          expect([...usage.values()].some((u) => u.rows > 0 && u.photoBytes > 0)).toBe(true);

          // Every item's one rating is now its adder's own (item_ratings), and nobody else's (on
          // fixtures made since İkimiz, both members' ratings are rows already: upgrade-reads.int.test.ts).
          if (old.read.oneRating.length > 0) {
            const rated = old.read.rated as RatedItem[];
            expect(rated.length).toBeGreaterThan(0);
            const moved = (
              (await app.ctx.db.execute(
                sql.raw('select coalesce(movie_id, series_id, book_id, place_id) as item, member_id as adder, rating from item_ratings'),
              )) as unknown as { rows: RatedItem[] }
            ).rows;
            const key = (r: RatedItem) => `${r.item}/${r.adder}/${r.rating}`;
            expect(moved.map(key).sort()).toEqual(rated.map(key).sort());
          }

          for (const member of DEMO_MEMBERS) {
            const res = await app.inject({
              method: 'POST',
              url: '/api/auth/login',
              payload: { email: member.email, password: DEMO_PASSWORD },
            });
            expect(res.statusCode, member.email).toBe(200);
            const cookie = `${SESSION_COOKIE}=${res.cookies.find((c) => c.name === SESSION_COOKIE)!.value}`;
            for (const photo of photos) {
              const served = await app.inject({
                url: `/api/photos/${photo.id}`,
                headers: { cookie },
              });
              expect(served.statusCode).toBe(200);
              expect(served.rawPayload.equals(fs.readFileSync(path.join(old.uploads, photo.key)))).toBe(true);
            }
            expect((await app.inject({ url: '/api/memories', headers: { cookie } })).json().memories.length).toBe(before.memories);
          }
          // The backup taken before migrating, in the older schema (with the columns a migration
          // dropped since), restores whole into a server of today's schema.
          const written = lines.find((l) => l.startsWith(WRITTEN))?.slice(WRITTEN.length);
          if (written) {
            const target = await createTestApp();
            try {
              await restoreBackup(backupDepsOf(target), written, {
                replace: false,
                maxMembers: 2,
              });
              const restored = await tableCounts(async (q) => ({
                rows: (
                  (await target.ctx.db.execute(sql.raw(q))) as unknown as {
                    rows: unknown[];
                  }
                ).rows,
              }));
              for (const [table, n] of Object.entries(before)) if (!(table in LEFT_OUT_OF_BACKUP)) expect(restored[table], `restored ${table}`).toBe(n);
            } finally {
              await target.close();
            }
          }
        } finally {
          await app.close();
        }
      } finally {
        await old.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    120_000,
  );
});
