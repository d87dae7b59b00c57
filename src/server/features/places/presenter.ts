import type { places } from '../../db/schema';
import { adderOf } from '../../platform/owned-records';
import type { Place, PlaceCategory } from '../../../shared/places';
import type { MemberRating } from '../../../shared/ikimiz-words';

/** A places row joined with its adder's name, as the repo selects it: derived from the table. */
export type PlaceRow = Omit<typeof places.$inferSelect, 'spaceId' | 'addedBy'> & { addedById: string | null; addedByName: string | null };

/** The one shape a place leaves the server in, over HTTP and (later) in the export. */
export function presentPlace(r: PlaceRow, ratings: MemberRating[]): Place {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    lat: r.lat,
    lng: r.lng,
    category: r.category as PlaceCategory,
    status: r.visitDate === null ? 'wish' : 'visited',
    visitDate: r.visitDate,
    ratings,
    notes: r.notes,
    reason: r.reason,
    photo: r.photoId ? { id: r.photoId, url: `/api/photos/${r.photoId}`, thumbUrl: `/api/photos/${r.photoId}/thumb` } : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    addedBy: adderOf(r),
  };
}
