import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { trips } from '../../db/schema';
import { daysBetween } from '../../../shared/dates';
import type { HomeTrip } from '../../../shared/home';

/**
 * The trip the couple looks forward to: the nearest one starting today or later (issue 37: home
 * counts down to it). One step down the (space_id, start_date) index.
 */
export async function nextTrip(db: Db, spaceId: string, today: string): Promise<HomeTrip | null> {
  const [row] = await db
    .select({ id: trips.id, name: trips.name, startDate: trips.startDate })
    .from(trips)
    .where(and(eq(trips.spaceId, spaceId), gte(trips.startDate, today)))
    .orderBy(asc(trips.startDate), asc(trips.createdAt), asc(trips.id))
    .limit(1);
  return row ? { ...row, daysLeft: daysBetween(today, row.startDate) } : null;
}
