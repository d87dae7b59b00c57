import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { testDbKind } from '../../testing/test-database';
import type { ChangeEvent } from '../../../shared/events';

const event = (actorId: string): ChangeEvent => ({ type: 'change', topic: 'profile', actorId });
const waitFor = async (test: () => boolean, ms: number) => {
  const until = Date.now() + ms;
  while (!test()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
};

describe('PostgreSQL event bus (LISTEN/NOTIFY)', () => {
  if (testDbKind !== 'postgres') console.info('[pg-bus] SKIPPED: needs PostgreSQL (runs in the integration:postgres pass).');

  it.skipIf(testDbKind !== 'postgres')('re-opens its listening connection after the database drops it', async () => {
    const app = await createTestApp();
    try {
      const pool = app.ctx.database.pool!;
      const seen: string[] = [];
      const spaceId = crypto.randomUUID();
      app.ctx.bus.subscribe(spaceId, (e) => void seen.push(e.actorId!));

      await app.ctx.bus.publish(spaceId, event('before'));
      await waitFor(() => seen.includes('before'), 3000);

      const listener = `select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN%'`;
      const { rows } = await pool.query(listener);
      expect(rows).toHaveLength(1);
      await pool.query('select pg_terminate_backend($1)', [rows[0].pid]);

      // Within a few seconds a new listening connection is up and events flow again.
      let delivered = false;
      for (let i = 0; i < 40 && !delivered; i++) {
        await new Promise((r) => setTimeout(r, 250));
        await app.ctx.bus.publish(spaceId, event(`after-${i}`));
        await new Promise((r) => setTimeout(r, 50));
        delivered = seen.some((s) => s.startsWith('after-'));
      }
      expect(delivered).toBe(true);
      expect((await pool.query(listener)).rows).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it.skipIf(testDbKind !== 'postgres')('closes cleanly: its connection does not go back to the pool', async () => {
    const app = await createTestApp();
    const pool = app.ctx.database.pool!;
    await app.ctx.bus.close();
    // The server lets the ended connection's backend go a moment after the client has closed it.
    const listening = async () =>
      (await pool.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and query ilike '%LISTEN%' and pid <> pg_backend_pid()`)).rows[0].n;
    await expect.poll(listening, { timeout: 5000 }).toBe(0);
    await app.close();
  });

  it.skipIf(testDbKind !== 'postgres')("tells this instance's caches at once, the space's streams once, when the NOTIFY comes back", async () => {
    const app = await createTestApp();
    try {
      const spaceId = crypto.randomUUID();
      const caches: string[] = [];
      const streams: string[] = [];
      app.ctx.bus.subscribeAll((id, e) => void (id === spaceId && caches.push(e!.actorId!)));
      app.ctx.bus.subscribe(spaceId, (e) => void streams.push(e.actorId!));
      const published = app.ctx.bus.publish(spaceId, event('rename'));
      // Before the round trip through PostgreSQL: a request right after the write finds no stale cache.
      expect(caches).toEqual(['rename']);
      expect(streams).toEqual([]);
      await published;
      await waitFor(() => streams.length > 0, 3000);
      expect(streams).toEqual(['rename']);
    } finally {
      await app.close();
    }
  });
});
