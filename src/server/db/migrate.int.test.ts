import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrateDatabase, type Database } from './client';
import { pendingMigrations } from './migration-state';
import { createTestDatabase } from '../testing/test-database';
import { toOlderSchema } from '../testing/older-schema';

/**
 * Every statement the database is sent, whichever driver: PGlite's `query`/`exec`, and for
 * PostgreSQL the pool's queries and the clients it hands out (drizzle's migrator takes one).
 */
function recordStatements(database: Database): string[] {
  const sent: string[] = [];
  const record = <T extends object>(target: T, name: keyof T) => {
    const original = (target[name] as (...args: unknown[]) => unknown).bind(target);
    (target as Record<keyof T, unknown>)[name] = (text: unknown, ...rest: unknown[]) => {
      sent.push(typeof text === 'string' ? text : ((text as { text?: string }).text ?? String(text)));
      return original(text, ...rest);
    };
  };
  if (database.pglite) {
    record(database.pglite, 'query');
    record(database.pglite, 'exec');
  } else {
    record(database.pool!, 'query');
    // Drizzle's migrator takes a client of its own (pool.connect() without a callback); the pool's
    // own queries take theirs with a callback.
    const connect = database.pool!.connect.bind(database.pool!) as (...args: unknown[]) => unknown;
    (database.pool as unknown as { connect: (...args: unknown[]) => unknown }).connect = (...args: unknown[]) => {
      if (!args.length) sent.push('(a client of its own)');
      return connect(...args);
    };
  }
  return sent;
}

let database: Database;
// In a hook: the first test database of a worker migrates the template, which takes a while.
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

describe('the migrations at start', () => {
  it('an up-to-date database is only asked what it has applied: nothing is created, no client taken', async () => {
    expect(await pendingMigrations(database.db)).toEqual([]);
    const sent = recordStatements(database);
    await migrateDatabase(database);
    expect(sent.length).toBeLessThanOrEqual(2);
    expect(sent.join('\n')).not.toMatch(/\bcreate |\binsert |a client of its own/i);
  });

  it('a database an older version made still gets every pending migration', async () => {
    await toOlderSchema(database, 2);
    expect((await pendingMigrations(database.db)).length).toBeGreaterThan(0);
    await migrateDatabase(database);
    // Recorded as applied by drizzle's migrator, which ran them.
    expect(await pendingMigrations(database.db)).toEqual([]);
  });
});
