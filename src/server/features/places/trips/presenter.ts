import type { trips } from '../../../db/schema';
import { adderOf } from '../../../platform/owned-records';
import { daysBetween } from '../../../../shared/dates';
import type { TripPhase, TripSummary } from '../../../../shared/trips-words';

/** A trips row with its adder's name and its number of chosen places, as the repo selects it. */
export type TripRow = Omit<typeof trips.$inferSelect, 'spaceId' | 'addedBy'> & { addedById: string | null; addedByName: string | null; placeCount: number };

/** Before its first day, on its days, or after its last: on the space's today. */
export const tripPhase = (trip: { startDate: string; endDate: string }, today: string): TripPhase =>
  today < trip.startDate ? 'upcoming' : today > trip.endDate ? 'past' : 'ongoing';

/** The one shape a trip leaves the server in. */
export function presentTrip(r: TripRow, today: string): TripSummary {
  return {
    id: r.id,
    name: r.name,
    startDate: r.startDate,
    endDate: r.endDate,
    cover: r.coverPhotoId ? { id: r.coverPhotoId, url: `/api/photos/${r.coverPhotoId}`, thumbUrl: `/api/photos/${r.coverPhotoId}/thumb` } : null,
    phase: tripPhase(r, today),
    daysLeft: Math.max(0, daysBetween(today, r.startDate)),
    placeCount: Number(r.placeCount),
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    addedBy: adderOf(r),
  };
}
