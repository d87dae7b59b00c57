import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { pushQueue } from '../db/schema';
import type { FakePushService, FakeSubscription } from '../../../testing/fakes/push-service';
import type { Couple } from './fixtures';

/** Pending pushes in the queue (the push tests look at it). */
export async function pendingCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(pushQueue).where(eq(pushQueue.pending, true));
  return Number(row.n);
}

/** Memories liked in the flood: each like is its own tag, so nothing collapses. */
export const FLOOD_TAGS = 40;

/**
 * One space's backlog (issue 33): the owner's five devices and FLOOD_TAGS memories their partner
 * likes during the owner's quiet hours (the clock must be inside them), so 5 × FLOOD_TAGS pushes
 * wait for 08:00. `wakeUp` then moves the clock past 08:00 without sending anything yet.
 */
export async function floodAfterQuietHours(app: FastifyInstance, fake: FakePushService, flooding: Couple, wakeUp: () => void) {
  const phones: FakeSubscription[] = Array.from({ length: 5 }, () => fake.subscribe());
  for (const phone of phones) await flooding.owner.api({ method: 'POST', url: '/api/push/subscriptions', payload: phone });
  const ids: string[] = [];
  for (let i = 0; i < FLOOD_TAGS; i++) {
    const res = await flooding.owner.api({ method: 'POST', url: '/api/memories', payload: { title: `Anı ${i}`, date: '2026-03-01', category: 'other' } });
    ids.push(res.json().memory.id);
  }
  const pendingBefore = await pendingCount(app.ctx.db);
  for (const id of ids) await flooding.partner.api({ method: 'PUT', url: `/api/memories/${id}/like` });
  await app.ctx.push.drain();
  const backlog = (await pendingCount(app.ctx.db)) - pendingBefore;
  if (backlog !== 5 * FLOOD_TAGS) throw new Error(`the flood should wait for 08:00: ${backlog} pushes pending`);
  wakeUp();
  return { phones };
}
