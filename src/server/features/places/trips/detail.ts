import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client';
import { places, tripPlaces, users } from '../../../db/schema';
import { adderJoin } from '../../../platform/owned-records';
import { addDays } from '../../../../shared/dates';
import { routeKm } from '../../../../shared/geo';
import { tripDays, type TripDay, type TripDetail, type TripMemory, type TripSong, type TripStop, type TripSummary } from '../../../../shared/trips-words';
import { placeColumns } from '../repo';
import { presentPlace } from '../presenter';
import { presentRatings, ratingsByItem, spaceMembers } from '../../lists/member-ratings';

/**
 * A trip's page and its story: the places chosen for it, and everything dated on its days —
 * memories with their photos, both members' songs of the day, places visited — gathered by date,
 * never entered twice (issue 37). Five statements after the trip's own, one after another, each one
 * index range of the space (trip_places by trip, memories (space_id, date) twice — the memories,
 * then their photos — music (space_id, date), places (space_id, visit_date)), returning flat rows.
 * bench/trip-story.ts times this function.
 */
export async function tripDetail(db: Db, spaceId: string, trip: TripSummary): Promise<TripDetail> {
  const { startDate: from, endDate: to } = trip;
  const linked = await db
    .select({ ...placeColumns, linkedBy: tripPlaces.addedBy })
    .from(tripPlaces)
    .innerJoin(places, and(eq(places.id, tripPlaces.placeId), eq(places.spaceId, spaceId)))
    .leftJoin(users, adderJoin(places))
    .where(and(eq(tripPlaces.tripId, trip.id), eq(tripPlaces.spaceId, spaceId)))
    .orderBy(asc(tripPlaces.createdAt), asc(places.name), asc(places.id));
  const inTrip = (column: string) => sql`${sql.raw(column)} >= ${from}::date and ${sql.raw(column)} <= ${to}::date`;
  // Flat rows, put together here: building JSON in the database cost PGlite twice as much.
  const memoryRows = await rowsOf<Omit<TripMemory, 'photoIds'>>(
    db,
    sql`select m.id, m.title, m.date::text as date from memories m
        where m.space_id = ${spaceId} and ${inTrip('m.date')} order by m.date, m.created_at, m.id`,
  );
  const photoRows = await rowsOf<{ memoryId: string; photoId: string }>(
    db,
    sql`select mp.memory_id as "memoryId", mp.photo_id as "photoId" from memories m join memory_photos mp on mp.memory_id = m.id
        where m.space_id = ${spaceId} and ${inTrip('m.date')} order by mp.memory_id, mp.position`,
  );
  const songs = await rowsOf<TripSong>(
    db,
    sql`select mu.id, mu.video_id as "videoId", mu.title, mu.artist, mu.date::text as date, u.display_name as "addedByName"
        from music mu left join users u on u.id = mu.added_by and u.space_id = mu.space_id
        where mu.space_id = ${spaceId} and ${inTrip('mu.date')} order by mu.date, mu.created_at, mu.id`,
  );
  const route = await rowsOf<TripStop>(
    db,
    sql`select id, name, lat, lng, visit_date::text as "visitDate" from places
        where space_id = ${spaceId} and ${inTrip('visit_date')} order by visit_date, created_at, id`,
  );
  const photosOf = new Map<string, string[]>();
  for (const { memoryId, photoId } of photoRows) photosOf.set(memoryId, [...(photosOf.get(memoryId) ?? []), photoId]);
  const memories: TripMemory[] = memoryRows.map((m) => ({ ...m, photoIds: photosOf.get(m.id) ?? [] }));

  const [members, ratings] = await Promise.all([spaceMembers(db, spaceId), ratingsByItem(db, spaceId, 'places')]);
  const days: TripDay[] = Array.from({ length: tripDays(from, to) }, (_, i) => ({ date: addDays(from, i), memories: [], songs: [], places: [] }));
  const dayOf = (date: string) => days.find((d) => d.date === date);
  for (const memory of memories) dayOf(memory.date)?.memories.push(memory);
  for (const song of songs) dayOf(song.date)?.songs.push(song);
  for (const stop of route) dayOf(stop.visitDate)?.places.push({ id: stop.id, name: stop.name });

  return {
    trip,
    places: linked.map(({ linkedBy, ...row }) => ({ ...presentPlace(row, presentRatings(members, ratings.get(row.id))), linkedBy })),
    days,
    route,
    songs,
    counts: {
      days: days.length,
      places: route.length,
      photos: memories.reduce((n, m) => n + m.photoIds.length, 0),
      km: Math.round(routeKm(route)),
    },
  };
}
