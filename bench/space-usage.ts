/**
 * What the space limits cost (issue 33; decision 022): `npx tsx bench/space-usage.ts`.
 * In a space of 30,000 rows and 2,000 photos (written straight to the database) it times
 *  - the check before a write: one read of the space's counters (what the routes do), against
 *    counting the whole space (8 counts and a sum: what a check without counters would do);
 *  - a one-row insert with the counting trigger and without it (switched off, taking turns);
 *  - a 20,000-row list import (batches of 500, one transaction) with and without.
 * PGlite always; PostgreSQL too with BENCH_DATABASE_URL. Prints figures, asserts nothing.
 */
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { migrateDatabase, type Database, type Db } from "../src/server/db/client";
import { onEveryDatabase } from "./lib/scratch-db";
import { summary } from "./lib/stats";
import { countSpaceUsage, readSpaceUsage } from "../src/server/platform/space-usage-repo";

const ROWS = 30_000;
const PHOTOS = 2_000;
const IMPORT = 20_000;
const RUNS = 200;

async function timed(runs: number, work: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < runs + 10; i++) {
    const t = performance.now();
    await work(i);
    if (i >= 10) times.push(performance.now() - t);
  }
  return summary(times);
}

async function fill(db: Db) {
  const spaceId = randomUUID();
  await db.execute(sql`insert into spaces (id, name, together_since) values (${spaceId}, 'Bench', '2015-01-01')`);
  // A year of many couples' kinds, in one space: lists, quotes, memories, comments.
  const perTable = ROWS / 6;
  for (const table of ["movies", "series", "books"]) {
    await db.execute(sql.raw(`insert into ${table} (space_id, title, status) select '${spaceId}', 'Başlık ' || g, 'watched' from generate_series(1, ${perTable}) g`));
  }
  await db.execute(sql.raw(`insert into quotes (space_id, text, author) select '${spaceId}', 'Söz ' || g, 'Bench' from generate_series(1, ${perTable}) g`));
  await db.execute(sql.raw(`insert into memories (space_id, title, date, category) select '${spaceId}', 'Anı ' || g, '2024-01-01', 'other' from generate_series(1, ${perTable}) g`));
  await db.execute(sql.raw(`insert into memory_comments (space_id, memory_id, text) select '${spaceId}', id, 'Yorum' from memories where space_id = '${spaceId}'`));
  await db.execute(sql.raw(`insert into photos (space_id, key, thumb_key, content_type, width, height, bytes) select '${spaceId}', 'photos/k' || g, 'photos/t' || g, 'image/jpeg', 1600, 1200, 400000 from generate_series(1, ${PHOTOS}) g`));
  return spaceId;
}

async function run(label: string, database: Database) {
  await migrateDatabase(database);
  const db = database.db;
  const spaceId = await fill(db);
  console.log(`\n${label}: one space of ${(await readSpaceUsage(db, spaceId)).rows} rows and ${PHOTOS} photos`);
  const check = await timed(RUNS, () => readSpaceUsage(db, spaceId));
  const count = await timed(20, () => countSpaceUsage(db));
  console.log(`  check before a write: counters read p50 / p95 ${check.p50} / ${check.p95} ms; counting the space ${count.p50} / ${count.p95} ms`);

  // The same table with its counting trigger switched off and on again, for the trigger's own cost.
  const counting = async (table: string, on: boolean) => db.execute(sql.raw(`alter table ${table} ${on ? "enable" : "disable"} trigger ${table}_usage_added`));
  // Taking turns row by row, so both see the same moments of the machine's load.
  const withRows: number[] = [];
  const withoutRows: number[] = [];
  for (let i = 0; i < RUNS + 10; i++) {
    for (const [on, times] of [[false, withoutRows], [true, withRows]] as const) {
      await counting("quotes", on);
      const t = performance.now();
      await db.execute(sql`insert into quotes (space_id, text, author) values (${spaceId}, ${`Yeni ${i}`}, 'Bench')`);
      if (i >= 10) times.push(performance.now() - t);
    }
  }
  const oneWith = summary(withRows);
  const oneWithout = summary(withoutRows);
  console.log(`  one-row insert: with the triggers p50 / p95 ${oneWith.p50} / ${oneWith.p95} ms, without ${oneWithout.p50} / ${oneWithout.p95} ms`);

  const importInto = async (on: boolean) => {
    await counting("movies", on);
    const t = performance.now();
    await db.transaction(async (tx) => {
      for (let i = 0; i < IMPORT; i += 500) {
        await tx.execute(sql.raw(`insert into movies (space_id, title, status) select '${spaceId}', 'İçe ' || g, 'watched' from generate_series(${i + 1}, ${i + 500}) g`));
      }
    });
    return Math.round(performance.now() - t);
  };
  // Taking turns, three each: the machine's load moves the figures more than the triggers do.
  const withTimes: number[] = [];
  const withoutTimes: number[] = [];
  for (let i = 0; i < 3; i++) {
    withoutTimes.push(await importInto(false));
    withTimes.push(await importInto(true));
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[1];
  console.log(`  ${IMPORT.toLocaleString("en")}-row import in batches of 500 (median of 3): with the triggers ${median(withTimes)} ms, without ${median(withoutTimes)} ms (${withTimes.join(", ")} / ${withoutTimes.join(", ")})`);
  // Rows written with the trigger off are not counted: the full count is larger by exactly those.
  const exact = (await countSpaceUsage(db)).get(spaceId)!;
  const kept = await readSpaceUsage(db, spaceId);
  const uncounted = withoutRows.length + 10 + 3 * IMPORT;
  console.log(`  counters: ${kept.rows} rows kept + ${uncounted} written uncounted = ${kept.rows + uncounted}; a full count says ${exact.rows}`);
  return check.p95;
}

await onEveryDatabase(run);
