import { randomBytes } from "node:crypto";
import pg from "pg";
import { openPglite, openPostgres, type Database } from "../../src/server/db/client";

/**
 * Runs `run` against a fresh, empty database created beside BENCH_DATABASE_URL and drops it
 * afterwards, so a benchmark never touches real data and never inherits another run's rows.
 */
export async function withScratchDatabase<T>(
  url: string,
  run: (databaseUrl: string) => Promise<T>,
): Promise<T> {
  const name = `defterimiz_bench_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  try {
    return await run(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

/**
 * Runs `run` on an in-memory PGlite, then on a scratch PostgreSQL database when BENCH_DATABASE_URL
 * is set (said so when it is not), each database closed afterwards; the largest figure `run`
 * returned (a p95) decides the bench's exit code.
 */
export async function onEveryDatabase(run: (label: string, database: Database) => Promise<number>): Promise<number> {
  let worst = 0;
  const lite = await openPglite();
  try {
    worst = Math.max(worst, await run("PGlite (in memory)", lite));
  } finally {
    await lite.close();
  }
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log("\nPostgreSQL skipped: set BENCH_DATABASE_URL (e.g. postgres://postgres:postgres@127.0.0.1:5432/postgres) to run it too.");
    return worst;
  }
  return withScratchDatabase(url, async (databaseUrl) => {
    const database = await openPostgres(databaseUrl);
    try {
      return Math.max(worst, await run("PostgreSQL", database));
    } finally {
      await database.close();
    }
  });
}
