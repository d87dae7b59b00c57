import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { places, users } from '../../db/schema';
import type { Place } from '../../../shared/places';
import { adderColumns, adderJoin, ownedRepo } from '../../platform/owned-records';
import { presentRatings, ratingsByItem, spaceMembers } from '../lists/member-ratings';
import { presentPlace } from './presenter';

const columns = {
  id: places.id,
  name: places.name,
  address: places.address,
  lat: places.lat,
  lng: places.lng,
  category: places.category,
  visitDate: places.visitDate,
  notes: places.notes,
  photoId: places.photoId,
  createdAt: places.createdAt,
  updatedAt: places.updatedAt,
  ...adderColumns(places.addedBy),
};

function selectPlaces(db: Db) {
  return db
    .select(columns)
    .from(places)
    .leftJoin(users, adderJoin(places));
}

/** Every place of the space, newest visit first (both members see the same list: decisions §5.4). */
export async function listPlaces(db: Db, spaceId: string): Promise<Place[]> {
  const [rows, members, ratings] = await Promise.all([
    selectPlaces(db).where(eq(places.spaceId, spaceId)).orderBy(desc(places.visitDate), desc(places.createdAt), desc(places.id)),
    spaceMembers(db, spaceId),
    ratingsByItem(db, spaceId, 'places'),
  ]);
  return rows.map((r) => presentPlace(r, presentRatings(members, ratings.get(r.id))));
}

export async function findPlace(db: Db, spaceId: string, id: string): Promise<Place | null> {
  const [[row], members, ratings] = await Promise.all([
    selectPlaces(db).where(and(eq(places.id, id), eq(places.spaceId, spaceId))).limit(1),
    spaceMembers(db, spaceId),
    ratingsByItem(db, spaceId, 'places', id),
  ]);
  return row ? presentPlace(row, presentRatings(members, ratings.get(row.id))) : null;
}

/** Insert, update (in place, decisions §5.1: an edit never makes a new place) and delete: the owned-record kit. */
export const placesRepo = ownedRepo(places);

/** Sets (or clears) the place's photo; returns the photo it had, so its files can be removed. */
export async function setPlacePhoto(db: Db, spaceId: string, id: string, photoId: string | null, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ photoId: places.photoId })
      .from(places)
      .where(and(eq(places.id, id), eq(places.spaceId, spaceId)))
      .for('update');
    await tx
      .update(places)
      .set({ photoId, updatedAt: now })
      .where(and(eq(places.id, id), eq(places.spaceId, spaceId)));
    return row?.photoId ?? null;
  });
}
