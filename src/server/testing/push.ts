import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { pushQueue } from '../db/schema';

/** Pending pushes in the queue (the push tests look at it). */
export async function pendingCount(db: Db) {
  const [row] = await db.select({ n: count() }).from(pushQueue).where(eq(pushQueue.pending, true));
  return Number(row.n);
}
