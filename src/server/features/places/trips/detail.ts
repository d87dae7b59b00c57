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
 * never entered twice (issue 37). Four statements after the trip's own, sent together, each one
 * index range of the space (trip_places by trip, memories (space_id, date) with their photos by
 * memory, music (space_id, date), places (space_id, visit_date)), returning flat rows; the
 * ratings of the chosen places only, when there are any. bench/trip-story.ts times this function.
 */
export async function tripDetail(db: Db, spaceId: string, trip: TripSummary): Promise<TripDetail> {
  const { startDate: from, endDate: to } = trip;
  const inTrip = (column: string) => sql`${sql.raw(column)} >= ${from}::date and ${sql.raw(column)} <= ${to}::date`;
  // Flat rows, put together here: building JSON in the database cost PGlite twice as much.
  const [linked, memoryRows, songs, route] = await Promise.all([
    db
      .select({ ...placeColumns, linkedBy: tripPlaces.addedBy })
      .from(tripPlaces)
      .innerJoin(places, and(eq(places.id, tripPlaces.placeId), eq(places.spaceId, spaceId)))
      .leftJoin(users, adderJoin(places))
      .where(and(eq(tripPlaces.tripId, trip.id), eq(tripPlaces.spaceId, spaceId)))
      .orderBy(asc(tripPlaces.createdAt), asc(places.name), asc(places.id)),
    // A memory's row once per photo (once with none), in the memory's order, then the photos'.
    rowsOf<Omit<TripMemory, 'photoIds'> & { photoId: string | null }>(
      db,
      sql`select m.id, m.title, m.date::text as date, mp.photo_id as "photoId" from memories m left join memory_photos mp on mp.memory_id = m.id
          where m.space_id = ${spaceId} and ${inTrip('m.date')} order by m.date, m.created_at, m.id, mp.position`,
    ),
    rowsOf<TripSong>(
      db,
      sql`select mu.id, mu.video_id as "videoId", mu.title, mu.artist, mu.date::text as date, u.display_name as "addedByName"
          from music mu left join users u on u.id = mu.added_by and u.space_id = mu.space_id
          where mu.space_id = ${spaceId} and ${inTrip('mu.date')} order by mu.date, mu.created_at, mu.id`,
    ),
    rowsOf<TripStop>(
      db,
      sql`select id, name, lat, lng, visit_date::text as "visitDate" from places
          where space_id = ${spaceId} and ${inTrip('visit_date')} order by visit_date, created_at, id`,
    ),
  ]);
  const memories: TripMemory[] = [];
  for (const { photoId, ...row } of memoryRows) {
    const last = memories.at(-1);
    const memory = last?.id === row.id ? last : (memories.push({ ...row, photoIds: [] }), memories.at(-1)!);
    if (photoId) memory.photoIds.push(photoId);
  }

  const [members, ratings] = linked.length
    ? await Promise.all([
        spaceMembers(db, spaceId),
        ratingsByItem(
          db,
          spaceId,
          'places',
          linked.map((p) => p.id),
        ),
      ])
    : [[], new Map()];
  const days: TripDay[] = Array.from({ length: tripDays(from, to) }, (_, i) => ({ date: addDays(from, i), memories: [], songs: [], places: [] }));
  const dayOf = new Map(days.map((d) => [d.date, d]));
  for (const memory of memories) dayOf.get(memory.date)?.memories.push(memory);
  for (const song of songs) dayOf.get(song.date)?.songs.push(song);
  for (const stop of route) dayOf.get(stop.visitDate)?.places.push({ id: stop.id, name: stop.name });

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
