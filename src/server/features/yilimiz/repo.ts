import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { computeStreak } from '../../../shared/game-rules';
import { distanceKm, type GamePlayer, type MemoryBrief, type PlacePoint, type YearInReview, type YearSong, type YearTrip } from '../../../shared/yilimiz';
import type { YearRange } from './list-year';

/**
 * All SQL of Yılımız but the lists (list-year.ts). Every statement carries the space id and reads
 * one index range of the year: memories (space_id, date), places (space_id, visit_date), music
 * (space_id, date), game_guesses (space_id, day), quotes (space_id, created_at).
 */

const MAP_POINTS = 500;
const PHOTOS = 12;
const MOST_LIKED = 3;

export async function memoriesYear(db: Db, r: YearRange): Promise<YearInReview['memories']> {
  const inYear = sql`m.space_id = ${r.spaceId} and m.date >= ${r.from}::date and m.date < ${r.to}::date`;
  const [months, mostLiked, photos] = await Promise.all([
    rowsOf<{ month: number; count: number }>(db, sql`select extract(month from m.date)::int as month, count(*)::int as count from memories m where ${inYear} group by 1`),
    rowsOf<MemoryBrief>(
      db,
      sql`select m.id, m.title, m.date::text as date, m.like_count as "likeCount" from memories m
          where ${inYear} and m.like_count > 0 order by m.like_count desc, m.date desc, m.id limit ${MOST_LIKED}`,
    ),
    // The cover photo of the year's memories, most liked first: the thumbnails open the memory.
    rowsOf<{ memoryId: string; photoId: string; title: string }>(
      db,
      sql`select m.id as "memoryId", mp.photo_id as "photoId", m.title from memories m
          join memory_photos mp on mp.memory_id = m.id and mp.position = 0
          where ${inYear} order by m.like_count desc, m.date desc, m.id limit ${PHOTOS}`,
    ),
  ]);
  const byMonth = Array.from({ length: 12 }, () => 0);
  for (const row of months) byMonth[row.month - 1] = row.count;
  return { count: byMonth.reduce((a, b) => a + b, 0), byMonth, mostLiked, photos };
}

export async function placesYear(db: Db, r: YearRange): Promise<YearInReview['places']> {
  const [countRow] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from places where space_id = ${r.spaceId} and visit_date >= ${r.from}::date and visit_date < ${r.to}::date`,
  );
  const points = await rowsOf<PlacePoint>(
    db,
    sql`select id, name, lat, lng, visit_date::text as "visitDate" from places
        where space_id = ${r.spaceId} and visit_date >= ${r.from}::date and visit_date < ${r.to}::date
        order by visit_date, created_at, id limit ${MAP_POINTS}`,
  );
  const first = points[0] ?? null;
  // The farthest from where the year began: the first place of the year.
  let farthest: (PlacePoint & { km: number }) | null = null;
  if (first) {
    for (const p of points) {
      const km = distanceKm(first, p);
      if (p !== first && km > 0 && (!farthest || km > farthest.km)) farthest = { ...p, km: Math.round(km) };
    }
  }
  return { count: countRow?.count ?? 0, points, first, farthest };
}

export async function songsYear(db: Db, r: YearRange): Promise<YearInReview['songs']> {
  const items = await rowsOf<YearSong>(
    db,
    sql`select mu.id, mu.video_id as "videoId", mu.title, mu.artist, mu.cover, mu.date::text as date, u.display_name as "addedByName"
        from music mu left join users u on u.id = mu.added_by and u.space_id = mu.space_id
        where mu.space_id = ${r.spaceId} and mu.date >= ${r.from}::date and mu.date < ${r.to}::date
        order by mu.date, mu.created_at, mu.id`,
  );
  return { count: items.length, items };
}

/** Each member's year of the game, from their days (won or not, guesses of the winning day); practice never counts. */
export async function gameYear(db: Db, r: YearRange, today: string): Promise<YearInReview['game']> {
  const [members, days] = await Promise.all([
    rowsOf<{ id: string; name: string }>(db, sql`select id, display_name as name from users where space_id = ${r.spaceId} order by created_at, id`),
    rowsOf<{ userId: string; day: string; won: boolean; winN: number | null }>(
      db,
      sql`select user_id as "userId", day::text as day, bool_or(correct) as won, min(n) filter (where correct) as "winN"
          from game_guesses where space_id = ${r.spaceId} and day >= ${r.from}::date and day < ${r.to}::date and not practice
          group by user_id, day`,
    ),
  ]);
  const lastDay = `${r.year}-12-31` < today ? `${r.year}-12-31` : today;
  const players: GamePlayer[] = members.map((m) => {
    const own = days.filter((d) => d.userId === m.id);
    const won = own.filter((d) => d.won);
    const guesses = won.reduce((sum, d) => sum + (d.winN ?? 0), 0);
    return {
      id: m.id,
      name: m.name,
      daysPlayed: own.length,
      wins: won.length,
      bestStreak: computeStreak(own, lastDay).longest,
      guessesPerWin: won.length ? Math.round((guesses / won.length) * 10) / 10 : null,
    };
  });
  const sorted = [...players].sort((a, b) => b.wins - a.wins);
  const leaderId = sorted.length > 1 && sorted[0].wins > sorted[1].wins ? sorted[0].id : null;
  return { players, leaderId };
}

export async function quotesYear(db: Db, r: YearRange): Promise<YearInReview['quotes']> {
  const [row] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from quotes where space_id = ${r.spaceId}
        and created_at >= (${r.from}::timestamp at time zone ${r.timeZone}) and created_at < (${r.to}::timestamp at time zone ${r.timeZone})`,
  );
  return { count: row?.count ?? 0 };
}

/** The trips that start in the year (trips (space_id, start_date)); one whose last day is before `today` has its story. */
export async function tripsYear(db: Db, r: YearRange, today: string): Promise<YearTrip[]> {
  const rows = await rowsOf<Omit<YearTrip, 'ended'>>(
    db,
    sql`select id, name, start_date::text as "startDate", end_date::text as "endDate" from trips
        where space_id = ${r.spaceId} and start_date >= ${r.from}::date and start_date < ${r.to}::date
        order by start_date, created_at, id`,
  );
  return rows.map((t) => ({ ...t, ended: t.endDate < today }));
}

/**
 * The first year with anything dated in it: each min() is one step down an index. Lists count by
 * finished_at in the space's zone, quotes by when they were added.
 */
export async function firstYear(db: Db, spaceId: string, timeZone: string): Promise<number | null> {
  const [row] = await rowsOf<{ first: string | null }>(
    db,
    sql`select least(
          (select min(date) from memories where space_id = ${spaceId}),
          (select min(visit_date) from places where space_id = ${spaceId}),
          (select min(start_date) from trips where space_id = ${spaceId}),
          (select min(date) from music where space_id = ${spaceId}),
          (select min(day) from game_guesses where space_id = ${spaceId} and not practice),
          (select (min(finished_at) at time zone ${timeZone})::date from movies where space_id = ${spaceId}),
          (select (min(finished_at) at time zone ${timeZone})::date from series where space_id = ${spaceId}),
          (select (min(finished_at) at time zone ${timeZone})::date from books where space_id = ${spaceId}),
          (select (min(created_at) at time zone ${timeZone})::date from quotes where space_id = ${spaceId})
        )::text as first`,
  );
  return row?.first ? Number(row.first.slice(0, 4)) : null;
}
