import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { PGlite } from "@electric-sql/pglite";
import { withDatabaseName } from "../../testing/test-database";
import { loadConfig } from "../../config";
import { openConfiguredDatabase } from "../../db/open";
import { createTestApp } from "../../testing/test-app";
import { testDbKind } from "../../testing/test-database";
import { SESSION_COOKIE } from "../../platform/auth/sessions";
import { DEMO_MEMBERS, DEMO_PASSWORD } from "../../seed/demo";
import { backupBeforeMigrating } from "./before-migrate";
import { pendingMigrations } from "./snapshot";
import { schemaTables } from "./tables";
import { sql } from "drizzle-orm";

/**
 * Data made by older versions (docs/upgrade-fixtures.md): each folder holds a PGlite data folder
 * (db.tar.br, PGlite's own dump, brotli) and its photos (uploads/), made by an early commit with
 * its demo seed plus photos uploaded through its own API. Today's server starts on a copy.
 */
const FIXTURES = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../testing/fixtures/upgrade",
);
const fixtures = fs
  .readdirSync(FIXTURES)
  .filter((name) =>
    fs.existsSync(
      path.join(
        FIXTURES,
        name,
        testDbKind === "pglite" ? "db.tar.br" : "postgres/dump.sql",
      ),
    ),
  );

/** The newest migration of today's code: its fixture starts with nothing pending. */
const NEWEST_MIGRATION = (
  JSON.parse(
    fs.readFileSync(
      path.join(
        path.dirname(fileURLToPath(import.meta.url)),
        "../../db/migrations/meta/_journal.json",
      ),
      "utf8",
    ),
  ) as { entries: { tag: string }[] }
).entries.at(-1)!.tag;

type Query = (sql: string) => Promise<{ rows: unknown[] }>;
interface OldData {
  env: Record<string, string>;
  uploads: string;
  before: Record<string, number>;
  photos: { id: string; key: string }[];
  /** Each item's one rating, as that version kept it (İkimiz makes it its adder's own). */
  rated: RatedItem[];
  drop: () => Promise<void>;
}

interface RatedItem {
  item: string;
  adder: string;
  rating: number;
}

/** Before İkimiz (issue 34) a film, series, book or place had one `rating`, written by its adder. */
async function ratedItems(query: Query): Promise<RatedItem[]> {
  const out: RatedItem[] = [];
  for (const table of ["movies", "series", "books", "places"]) {
    const has = (await query(`select exists (select 1 from information_schema.columns where table_schema = 'public' and table_name = '${table}' and column_name = 'rating') as has`)).rows[0] as { has: boolean };
    if (!has.has) continue;
    const rows = (await query(`select id as item, added_by as adder, rating from "${table}" where rating is not null and added_by is not null`)).rows as RatedItem[];
    out.push(...rows);
  }
  return out;
}

/** The fixture put where a server of that version kept it: a PGlite data folder, or a PostgreSQL database. */
async function loadOldData(fixture: string, dataDir: string): Promise<OldData> {
  const read = async (query: Query) => ({
    before: await tableCounts(query),
    rated: await ratedItems(query),
    photos: (await query("select id, key from photos")).rows as {
      id: string;
      key: string;
    }[],
  });
  if (testDbKind === "pglite") {
    const dump = zlib.brotliDecompressSync(
      fs.readFileSync(path.join(FIXTURES, fixture, "db.tar.br")),
    );
    const old = await PGlite.create(path.join(dataDir, "db"), {
      loadDataDir: new Blob([dump]),
    });
    const found = await read((q) => old.query(q));
    await old.close();
    return {
      env: {},
      uploads: path.join(FIXTURES, fixture, "uploads"),
      ...found,
      drop: async () => {},
    };
  }
  const admin = process.env.TEST_DATABASE_URL!;
  const name = `defterimiz_upgrade_${randomBytes(6).toString("hex")}`;
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
    await c.query(
      fs.readFileSync(
        path.join(FIXTURES, fixture, "postgres", "dump.sql"),
        "utf8",
      ),
    );
    await c.query(
      `select pg_catalog.set_config('search_path', 'public', false)`,
    );
    return read((q) => c.query(q));
  });
  return {
    env: { DATABASE_URL: url },
    uploads: path.join(FIXTURES, fixture, "postgres", "uploads"),
    ...found,
    drop: () =>
      run(admin, (c) =>
        c.query(`drop database if exists ${name} with (force)`),
      ).then(() => {}),
  };
}

async function tableCounts(query: Query) {
  const counts: Record<string, number> = {};
  for (const name of schemaTables().keys()) {
    const present = (
      await query(`select to_regclass('public.${name}') is not null as present`)
    ).rows[0] as { present: boolean };
    if (present.present)
      counts[name] = Number(
        (
          (await query(`select count(*) as n from "${name}"`)).rows[0] as {
            n: number;
          }
        ).n,
      );
  }
  return counts;
}

describe("upgrades never lose a row", () => {
  it.each(fixtures)(
    "%s: today’s server starts on it, migrates, keeps every row and photo, and everyone signs in",
    async (fixture) => {
      const dataDir = fs.mkdtempSync(
        path.join(os.tmpdir(), "defterimiz-upgrade-"),
      );
      const old = await loadOldData(fixture, dataDir);
      const { before, photos } = old;
      try {
        fs.cpSync(old.uploads, path.join(dataDir, "uploads"), {
          recursive: true,
        });
        expect(before.users).toBe(2);
        expect(photos.length).toBeGreaterThan(0);

        // The real start: a backup first (when migrations are pending), then the migrations.
        const config = loadConfig({
          DATA_DIR: dataDir,
          BACKUP_SCHEDULE: "off",
          LOG_LEVEL: "silent",
          ...old.env,
        });
        const lines: string[] = [];
        const log = {
          info: (_o: object, msg: string) => lines.push(msg),
          error: () => {},
        };
        const database = await openConfiguredDatabase(config, "server", (db) =>
          backupBeforeMigrating(db, config, log),
        );
        const app = await createTestApp({
          database,
          configure: (c) => (c.dataDir = dataDir),
        });
        try {
          // The fixture of the newest version has nothing to migrate (yet): no backup then.
          expect(
            lines.some((l) =>
              l.startsWith(`backup before migrating written to ${dataDir}`),
            ),
          ).toBe(fixture !== NEWEST_MIGRATION);
          expect(await pendingMigrations(app.ctx.db)).toEqual([]);
          const after = await tableCounts(async (q) => ({
            rows: (
              (await app.ctx.db.execute(sql.raw(q))) as unknown as {
                rows: unknown[];
              }
            ).rows,
          }));
          for (const [table, n] of Object.entries(before))
            expect(after[table], table).toBe(n);

          // Every item's one rating is now its adder's own (item_ratings), and nobody else's.
          expect(old.rated.length).toBeGreaterThan(0);
          const moved = (
            (await app.ctx.db.execute(
              sql.raw(
                "select coalesce(movie_id, series_id, book_id, place_id) as item, member_id as adder, rating from item_ratings",
              ),
            )) as unknown as { rows: RatedItem[] }
          ).rows;
          const key = (r: RatedItem) => `${r.item}/${r.adder}/${r.rating}`;
          expect(moved.map(key).sort()).toEqual(old.rated.map(key).sort());

          for (const member of DEMO_MEMBERS) {
            const res = await app.inject({
              method: "POST",
              url: "/api/auth/login",
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
              expect(
                served.rawPayload.equals(
                  fs.readFileSync(path.join(old.uploads, photo.key)),
                ),
              ).toBe(true);
            }
            expect(
              (
                await app.inject({ url: "/api/memories", headers: { cookie } })
              ).json().memories.length,
            ).toBe(before.memories);
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
