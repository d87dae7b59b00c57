import { randomBytes } from "node:crypto";
import pg from "pg";

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
