import { and, asc, eq } from 'drizzle-orm';
import { trips } from '../../../db/schema';
import type { DailyNudge } from '../../../platform/feature';
import { addDays } from '../../../../shared/dates';
import { tripsMessages as tm } from '../../../../shared/trips-words';

/**
 * 'Seyahatinizin hikâyesi hazır: ‹ad›' to both members the morning after a trip's last day,
 * 09:00–12:00 in the space's zone (the nudge job: once per trip by its key, on every instance).
 */
export const tripStoryNudge: DailyNudge = {
  window: [9 * 60, 12 * 60],
  async due(db, space) {
    const ended = await db
      .select({ id: trips.id, name: trips.name })
      .from(trips)
      .where(and(eq(trips.spaceId, space.id), eq(trips.endDate, addDays(space.today, -1))))
      .orderBy(asc(trips.startDate), asc(trips.id));
    return ended.map((trip) => ({
      text: () => ({ title: tm.storyReadyTitle, message: tm.storyReady(trip.name) }),
      dedupeKey: `trip-story:${trip.id}`,
      push: { kind: 'trips' as const, url: `/places/trips/${trip.id}/story`, tag: `trip-story:${trip.id}` },
    }));
  },
};
