import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { TonightAnswer, TonightItem, TonightKind, TonightRuntime } from '../../../shared/ikimiz-words';
import { MOVIE_TO_WATCH_STATUS } from '../../../shared/movies-words';
import { SERIES_TO_WATCH_STATUS } from '../../../shared/series-words';

/** Each kind's to-watch items as one shape (a series' year is its first). */
const candidates: Record<TonightKind, (spaceId: string) => SQL> = {
  movies: (spaceId) => sql`
    select 'movies' as kind, m.id, m.title, m.year, m.genre, m.runtime, m.poster, m.plot,
           (select count(*) from item_wishes w where w.movie_id = m.id) >= 2 as matched
    from movies m where m.space_id = ${spaceId} and m.status = ${MOVIE_TO_WATCH_STATUS}`,
  series: (spaceId) => sql`
    select 'series' as kind, s.id, s.title, s.start_year as year, s.genre, s.runtime, s.poster, s.plot,
           (select count(*) from item_wishes w where w.series_id = s.id) >= 2 as matched
    from series s where s.space_id = ${spaceId} and s.status = ${SERIES_TO_WATCH_STATUS}`,
};

export interface TonightQuery {
  spaceId: string;
  kinds: readonly TonightKind[];
  runtime: TonightRuntime | null;
  genre: string | null;
  skip: readonly string[];
}

/**
 * 'Bu akşam ne izlesek?': one to-watch film or series at random, first among what both members
 * wished (the matches), else among both members' whole to-watch lists; within 'Süre' (an item
 * whose runtime the catalogue never gave is left out of a limit) and 'Tür' (one of its
 * comma-separated genres), never one of `skip` (already shown this session). Two statements over
 * the space's to-watch rows; the genres are those of every to-watch item of the kinds asked.
 */
export async function pickTonight(db: Db, q: TonightQuery): Promise<TonightAnswer<TonightItem>> {
  const all = sql.join(
    q.kinds.map((k) => candidates[k](q.spaceId)),
    sql` union all `,
  );
  const skip = q.skip.length ? sql`and c.id not in (${sql.join(q.skip.map((id) => sql`${id}::uuid`), sql`, `)})` : sql``;
  const runtime = q.runtime === null ? sql`` : sql`and c.runtime <= ${q.runtime}`;
  const genre = q.genre === null ? sql`` : sql`and ${q.genre} in (select trim(g) from unnest(string_to_array(c.genre, ',')) as g)`;
  const [picked] = await rowsOf<TonightItem & { kind: TonightKind }>(
    db,
    sql`select * from (${all}) as c where true ${skip} ${runtime} ${genre} order by c.matched desc, random() limit 1`,
  );
  const genres = await rowsOf<{ name: string }>(
    db,
    sql`select distinct trim(g) as name from (${all}) as c, unnest(string_to_array(c.genre, ',')) as g where trim(g) <> ''`,
  );
  const names = genres.map((g) => g.name).sort((a, b) => a.localeCompare(b, 'tr'));
  if (!picked) return { pick: null, from: null, genres: names };
  const { kind, ...item } = picked;
  return { pick: { kind, item }, from: item.matched ? 'matches' : 'lists', genres: names };
}
