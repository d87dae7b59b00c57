import { and, asc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../../db/client';
import { places, tripPlaces, users } from '../../../db/schema';
import { adderJoin } from '../../../platform/owned-records';
import { addDays } from '../../../../shared/dates';
import { routeKm } from '../../../../shared/geo';
import { tripDays, type TripDay, type TripDetail, type TripMemory, type TripSong, type TripStop, type TripSummary } from '../../../../shared/trips-words';
import { placeColumns } from '../repo';
import { presentPlace } from '../presenter';

/**
 * A trip's page and its story: the places chosen for it, and everything dated on its days —
 * memories with their photos, both members' songs of the day, places visited — gathered by date,
 * never entered twice (issue 37). Four statements after the trip's own, each one index range of the space
 * (memories (space_id, date), music (space_id, date), places (space_id, visit_date),
 * trip_places by trip), one after another. bench/trip-story.ts times this function.
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
  const memories = await rowsOf<TripMemory>(
    db,
    sql`select m.id, m.title, m.date::text as date,
          coalesce(json_agg(mp.photo_id order by mp.position) filter (where mp.photo_id is not null), '[]'::json) as "photoIds"
        from memories m left join memory_photos mp on mp.memory_id = m.id
        where m.space_id = ${spaceId} and m.date >= ${from}::date and m.date <= ${to}::date
        group by m.id order by m.date, m.created_at, m.id`,
  );
  const songs = await rowsOf<TripSong>(
    db,
    sql`select mu.id, mu.video_id as "videoId", mu.title, mu.artist, mu.date::text as date, u.display_name as "addedByName"
        from music mu left join users u on u.id = mu.added_by and u.space_id = mu.space_id
        where mu.space_id = ${spaceId} and mu.date >= ${from}::date and mu.date <= ${to}::date
        order by mu.date, mu.created_at, mu.id`,
  );
  const route = await rowsOf<TripStop>(
    db,
    sql`select id, name, lat, lng, visit_date::text as "visitDate" from places
        where space_id = ${spaceId} and visit_date >= ${from}::date and visit_date <= ${to}::date
        order by visit_date, created_at, id`,
  );

  const days: TripDay[] = Array.from({ length: tripDays(from, to) }, (_, i) => ({ date: addDays(from, i), memories: [], songs: [], places: [] }));
  const dayOf = (date: string) => days.find((d) => d.date === date);
  for (const memory of memories) dayOf(memory.date)?.memories.push(memory);
  for (const song of songs) dayOf(song.date)?.songs.push(song);
  for (const stop of route) dayOf(stop.visitDate)?.places.push({ id: stop.id, name: stop.name });

  return {
    trip,
    places: linked.map(({ linkedBy, ...row }) => ({ ...presentPlace(row), linkedBy })),
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
