import { sql, type SQLWrapper } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { ListItemBrief, ListYear, NamedCount } from '../../../shared/yilimiz';
import { MOVIE_COMPLETED_STATUS } from '../../../shared/movies-words';
import { SERIES_COMPLETED_STATUS } from '../../../shared/series-words';
import { BOOK_COMPLETED_STATUS } from '../../../shared/books-words';

/** One year of a space: calendar dates for date columns, instants (the space's midnight) for timestamps. */
export interface YearRange {
  spaceId: string;
  year: number;
  timeZone: string;
  /** 'YYYY-01-01' and the next year's 1 January. */
  from: string;
  to: string;
}

export function yearRange(spaceId: string, year: number, timeZone: string): YearRange {
  return { spaceId, year, timeZone, from: `${year}-01-01`, to: `${year + 1}-01-01` };
}

/** The space's midnight of a calendar date as an instant, so `finished_at` ranges stay index ranges. */
const midnight = (r: YearRange, day: string) => sql`(${day}::timestamp at time zone ${r.timeZone})`;

export interface ListSpec {
  table: 'movies' | 'series' | 'books';
  /** Its column in item_ratings: an item's rating is the couple's average of their own (İkimiz). */
  rated: 'movie_id' | 'series_id' | 'book_id';
  cover: 'poster' | 'thumbnail';
  /** The column naming people (director, creator, author); comma-separated names are split. */
  people: 'director' | 'creator' | 'author';
  genre: boolean;
  completed: string;
}

export const LIST_SPECS = {
  movies: { table: 'movies', rated: 'movie_id', cover: 'poster', people: 'director', genre: true, completed: MOVIE_COMPLETED_STATUS },
  series: { table: 'series', rated: 'series_id', cover: 'poster', people: 'creator', genre: true, completed: SERIES_COMPLETED_STATUS },
  books: { table: 'books', rated: 'book_id', cover: 'thumbnail', people: 'author', genre: false, completed: BOOK_COMPLETED_STATUS },
} as const satisfies Record<string, ListSpec>;

const TOP = 3;
const COVERS = 24;

/** The couple's average of an item's ratings (one decimal), null when nobody rated it. */
const coupleRating = (spec: ListSpec, t: SQLWrapper) =>
  sql`(select round(avg(r.rating)::numeric, 1)::float8 from item_ratings r where r.${sql.identifier(spec.rated)} = ${t}.id and r.rating is not null)`;

/** The list's items finished within the year (its rows as `t`), read through (space_id, finished_at). */
export const finishedInYear = (r: YearRange, spec: ListSpec, t: SQLWrapper) =>
  sql`${t}.space_id = ${r.spaceId} and ${t}.finished_at >= ${midnight(r, r.from)} and ${t}.finished_at < ${midnight(r, r.to)} and ${t}.status = ${spec.completed}`;

/**
 * One list's year: the items finished (status completed) within the year in the space's time
 * zone, read through (space_id, finished_at). Figures, the best item and the covers come from
 * one statement; genres and people from the same range, split at commas.
 */
export async function listYear(db: Db, r: YearRange, spec: ListSpec): Promise<ListYear> {
  const t = sql.identifier(spec.table);
  const inYear = finishedInYear(r, spec, t);
  const [head] = await rowsOf<{ count: number; avg: number | null; items: ListItemBrief[] | null; best: ListItemBrief | null }>(
    db,
    sql`with y as materialized (select id, title, ${coupleRating(spec, t)} as rating, ${sql.identifier(spec.cover)} as cover, finished_at from ${t} where ${inYear})
        select (select count(*)::int from y) as count,
               (select round(avg(rating)::numeric, 1)::float8 from y where rating is not null) as avg,
               (select json_agg(json_build_object('id', id, 'title', title, 'rating', rating, 'cover', cover) order by finished_at, id)
                  from (select * from y where cover is not null order by finished_at, id limit ${COVERS}) c) as items,
               (select json_build_object('id', id, 'title', title, 'rating', rating, 'cover', cover)
                  from y where rating is not null order by rating desc, finished_at desc, id limit 1) as best`,
  );
  const split = (column: string) =>
    rowsOf<NamedCount>(
      db,
      sql`select trim(part) as name, count(*)::int as count
          from ${t}, unnest(string_to_array(${sql.identifier(column)}, ',')) as part
          where ${inYear} and trim(part) <> ''
          group by 1 order by 2 desc, 1 limit ${TOP}`,
    );
  const [topGenres, topPeople] = await Promise.all([spec.genre ? split('genre') : Promise.resolve([]), split(spec.people)]);
  return {
    count: head?.count ?? 0,
    averageRating: head?.avg ?? null,
    best: head?.best ?? null,
    covers: head?.items ?? [],
    topGenres,
    topPeople,
  };
}
