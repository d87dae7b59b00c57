import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { places, users } from '../../db/schema';
import type { Place } from '../../../shared/places';
import { adderColumns, adderJoin, ownedRepo } from '../../platform/owned-records';
import { presentRatings, ratingsByItem, spaceMembers } from '../lists/member-ratings';
import { presentPlace } from './presenter';

/** A place's columns with its adder's name (join `users` with adderJoin(places)): presentPlace's row. */
export const placeColumns = {
  id: places.id,
  name: places.name,
  address: places.address,
  lat: places.lat,
  lng: places.lng,
  category: places.category,
  visitDate: places.visitDate,
  notes: places.notes,
  reason: places.reason,
  photoId: places.photoId,
  createdAt: places.createdAt,
  updatedAt: places.updatedAt,
  ...adderColumns(places.addedBy),
};

function selectPlaces(db: Db) {
  return db
    .select(placeColumns)
    .from(places)
    .leftJoin(users, adderJoin(places));
}

/**
 * Every place of the space (both members see the same list: decisions §5.4): the wishes first,
 * newest first, then the visited ones, newest visit first.
 */
export async function listPlaces(db: Db, spaceId: string): Promise<Place[]> {
  const [rows, members, ratings] = await Promise.all([
    selectPlaces(db)
      .where(eq(places.spaceId, spaceId))
      .orderBy(sql`${places.visitDate} desc nulls first`, desc(places.createdAt), desc(places.id)),
    spaceMembers(db, spaceId),
    ratingsByItem(db, spaceId, 'places'),
  ]);
  return rows.map((r) => presentPlace(r, presentRatings(members, ratings.get(r.id))));
}

/** These places of the space, in the order asked; ids of another space's places are simply not there. */
export async function findPlaces(db: Db, spaceId: string, ids: string[]): Promise<Place[]> {
  if (ids.length === 0) return [];
  const [rows, members, ratings] = await Promise.all([
    selectPlaces(db).where(and(eq(places.spaceId, spaceId), inArray(places.id, ids))),
    spaceMembers(db, spaceId),
    ratingsByItem(db, spaceId, 'places'),
  ]);
  const byId = new Map(rows.map((r) => [r.id, presentPlace(r, presentRatings(members, ratings.get(r.id)))]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * 'Gittik olarak işaretle': a wish gets its visit date. Only a wish changes (the condition is in
 * the statement), so two members confirming at once cannot both write; false when it was not one.
 */
export async function markVisited(db: Db, spaceId: string, id: string, visitDate: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(places)
    .set({ visitDate, updatedAt: now })
    .where(and(eq(places.id, id), eq(places.spaceId, spaceId), sql`${places.visitDate} is null`))
    .returning({ id: places.id });
  return rows.length > 0;
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
