import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { places, tripPlaces, trips, users } from '../../../db/schema';
import { adderColumns, adderJoin, ownedRepo } from '../../../platform/owned-records';
import type { TripSummary } from '../../../../shared/trips-words';
import { presentTrip, type TripRow } from './presenter';

const columns = {
  id: trips.id,
  name: trips.name,
  startDate: trips.startDate,
  endDate: trips.endDate,
  coverPhotoId: trips.coverPhotoId,
  createdAt: trips.createdAt,
  updatedAt: trips.updatedAt,
  ...adderColumns(trips.addedBy),
  placeCount: sql<number>`(select count(*)::int from ${tripPlaces} where ${tripPlaces.tripId} = ${trips.id})`,
};

const selectTrips = (db: Db) => db.select(columns).from(trips).leftJoin(users, adderJoin(trips));

/** Every trip of the space, the latest start first. */
export async function listTrips(db: Db, spaceId: string, today: string): Promise<TripSummary[]> {
  const rows: TripRow[] = await selectTrips(db).where(eq(trips.spaceId, spaceId)).orderBy(desc(trips.startDate), desc(trips.createdAt), desc(trips.id));
  return rows.map((r) => presentTrip(r, today));
}

export async function findTrip(db: Db, spaceId: string, id: string, today: string): Promise<TripSummary | null> {
  const [row] = await selectTrips(db).where(and(eq(trips.id, id), eq(trips.spaceId, spaceId))).limit(1);
  return row ? presentTrip(row, today) : null;
}

/** Just a trip's days (a visit confirmed from its page must fall on one of them). */
export async function findTripDays(db: Db, spaceId: string, id: string) {
  const [row] = await db
    .select({ startDate: trips.startDate, endDate: trips.endDate })
    .from(trips)
    .where(and(eq(trips.id, id), eq(trips.spaceId, spaceId)));
  return row ?? null;
}

/** Insert, update and delete of a trip, always with the space id (the owned-record kit). */
export const tripsRepo = ownedRepo(trips);

/** Sets (or clears) the cover; returns the photo it had, so its files can be removed. */
export async function setTripCover(db: Db, spaceId: string, id: string, photoId: string | null, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ photoId: trips.coverPhotoId }).from(trips).where(and(eq(trips.id, id), eq(trips.spaceId, spaceId))).for('update');
    await tx.update(trips).set({ coverPhotoId: photoId, updatedAt: now }).where(and(eq(trips.id, id), eq(trips.spaceId, spaceId)));
    return row?.photoId ?? null;
  });
}

/** How many of these ids are places of the space (another couple's place is not one). */
export async function countOwnPlaces(db: Db, spaceId: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db.select({ n: count() }).from(places).where(and(eq(places.spaceId, spaceId), inArray(places.id, ids)));
  return Number(row?.n ?? 0);
}

export async function countTripPlaces(db: Db, tripId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tripPlaces).where(eq(tripPlaces.tripId, tripId));
  return Number(row?.n ?? 0);
}

/** Links places to a trip (one already linked stays as it was, with whoever chose it first). */
export async function linkPlaces(db: Db, link: { spaceId: string; tripId: string; addedBy: string; now: Date }, placeIds: string[]) {
  if (placeIds.length === 0) return;
  await db
    .insert(tripPlaces)
    .values(placeIds.map((placeId) => ({ tripId: link.tripId, placeId, spaceId: link.spaceId, addedBy: link.addedBy, createdAt: link.now })))
    .onConflictDoNothing();
}

/** Who linked this place to this trip of the space; null when it is not linked. */
export async function findLink(db: Db, spaceId: string, tripId: string, placeId: string) {
  const [row] = await db
    .select({ addedBy: tripPlaces.addedBy })
    .from(tripPlaces)
    .where(and(eq(tripPlaces.spaceId, spaceId), eq(tripPlaces.tripId, tripId), eq(tripPlaces.placeId, placeId)));
  return row ?? null;
}

export async function unlinkPlace(db: Db, spaceId: string, tripId: string, placeId: string) {
  await db.delete(tripPlaces).where(and(eq(tripPlaces.spaceId, spaceId), eq(tripPlaces.tripId, tripId), eq(tripPlaces.placeId, placeId)));
}
