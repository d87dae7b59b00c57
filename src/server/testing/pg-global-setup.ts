import pg from 'pg';
import { migrateDatabase, openPostgres } from '../db/client';
import { PG_TEMPLATE, withDatabaseName } from './test-database';

/** Vitest global setup of the PostgreSQL pass: one migrated template database per run. */
export default async function setup() {
  const url = process.env.TEST_DATABASE_URL!;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${PG_TEMPLATE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${PG_TEMPLATE}`);
  await admin.end();
  const database = await openPostgres(withDatabaseName(url, PG_TEMPLATE));
  await migrateDatabase(database);
  await database.close();
}
