import { eq } from 'drizzle-orm';
import { trips } from '../../../db/schema';
import { recordNudge } from '../../../platform/feature';
import { addDays } from '../../../../shared/dates';
import { tripsMessages as tm } from '../../../../shared/trips-words';

/**
 * 'Seyahatinizin hikâyesi hazır: ‹ad›' to both members the morning after a trip's last day,
 * 09:00–12:00 in the space's zone (the nudge job: once per trip by its key, on every instance).
 */
export const tripStoryNudge = recordNudge({
  window: [9 * 60, 12 * 60],
  table: trips,
  label: trips.name,
  due: (today) => eq(trips.endDate, addDays(today, -1)),
  order: trips.startDate,
  notice: (trip) => ({
    text: () => ({ title: tm.storyReadyTitle, message: tm.storyReady(trip.label) }),
    dedupeKey: `trip-story:${trip.id}`,
    push: { kind: 'trips', url: `/places/trips/${trip.id}/story`, tag: `trip-story:${trip.id}` },
  }),
});
