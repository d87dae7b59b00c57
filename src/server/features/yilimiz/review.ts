import type { Db } from '../../db/client';
import { daysOfYear, YEAR_MIN, type YearInReview } from '../../../shared/yilimiz';
import { LIST_SPECS, listYear, yearRange } from './list-year';
import { agreementOfYear } from './agreement';
import { firstYear, gameYear, memoriesYear, placesYear, quotesYear, songsYear, tripsYear } from './repo';
import { questionsYear } from './questions-year';

/**
 * The whole year of one space, `today` being the space's calendar day. The statements run one
 * after another: PGlite runs one at a time anyway, and one page should not take every connection
 * of a PostgreSQL pool. bench/yilimiz.ts times this function.
 */
export async function yearInReview(
  db: Db,
  space: { spaceId: string; togetherSince: string; timeZone: string },
  year: number,
  today: string,
  /** The member reading it (Günün Sorusu's pick shows only to one who answered it); null for the bench. */
  viewerId: string | null = null,
): Promise<YearInReview> {
  const r = yearRange(space.spaceId, year, space.timeZone);
  const thisYear = Number(today.slice(0, 4));
  const movies = await listYear(db, r, LIST_SPECS.movies);
  const series = await listYear(db, r, LIST_SPECS.series);
  const books = await listYear(db, r, LIST_SPECS.books);
  const memories = await memoriesYear(db, r);
  const places = await placesYear(db, r);
  const songs = await songsYear(db, r);
  const game = await gameYear(db, r, today);
  const quotes = await quotesYear(db, r);
  const agreement = await agreementOfYear(db, r);
  const trips = await tripsYear(db, r, today);
  const questions = await questionsYear(db, r, viewerId);
  const first = Math.min(Number(space.togetherSince.slice(0, 4)), (await firstYear(db, space.spaceId, space.timeZone)) ?? thisYear);
  const years: number[] = [];
  for (let y = thisYear; y >= Math.max(first, YEAR_MIN); y--) years.push(y);
  return { year, years, movies, series, books, places, memories, songs, game, quotes, trips, questions, days: daysOfYear(space.togetherSince, year, today), agreement };
}
