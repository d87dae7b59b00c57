import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { spaces } from '../../db/schema';
import { todayInSpaceZone } from '../../../shared/dates';
import { daysOfYear, YEAR_MIN, YEAR_PATTERN, yilimizMessages as ym, type YearInReview } from '../../../shared/yilimiz';
import { memberOf } from '../../platform/auth/auth-plugin';
import { badRequest, notFound } from '../../platform/http-errors';
import { LIST_SPECS, listYear, yearRange } from './list-year';
import { calendarFeedApiRoutes } from './calendar-routes';
import { firstYear, gameYear, memoriesYear, placesYear, quotesYear, songsYear } from './repo';

/**
 * `GET /api/yilimiz/:year`: the couple's year, every figure counted on the server for the
 * member's space in the space's time zone. A year that is not four digits is 400; before 1900
 * or after this year (in the space's zone) 404; a year without data answers its zeros.
 */
export async function yilimizRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  await app.register(calendarFeedApiRoutes);

  /** `raw` null: this year in the space's zone (the page `/yilimiz`). */
  async function review(request: FastifyRequest, raw: string | null): Promise<YearInReview> {
    const member = memberOf(request);
    if (raw !== null && !YEAR_PATTERN.test(raw)) throw badRequest(ym.badYear);
    const [space] = await db.select({ togetherSince: spaces.togetherSince, timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, member.spaceId));
    if (!space) throw notFound();
    const today = todayInSpaceZone(app.ctx.now(), space.timeZone);
    const thisYear = Number(today.slice(0, 4));
    const year = raw === null ? thisYear : Number(raw);
    if (year < YEAR_MIN || year > thisYear) throw notFound(ym.noYear);

    const r = yearRange(member.spaceId, year, space.timeZone);
    // One after another: PGlite runs one statement at a time anyway, and a pool of two members'
    // requests should not take every PostgreSQL connection for one page.
    const movies = await listYear(db, r, LIST_SPECS.movies);
    const series = await listYear(db, r, LIST_SPECS.series);
    const books = await listYear(db, r, LIST_SPECS.books);
    const memories = await memoriesYear(db, r);
    const places = await placesYear(db, r);
    const songs = await songsYear(db, r);
    const game = await gameYear(db, r, today);
    const quotes = await quotesYear(db, r);
    const first = Math.min(Number(space.togetherSince.slice(0, 4)), (await firstYear(db, member.spaceId, space.timeZone)) ?? thisYear);
    const years: number[] = [];
    for (let y = thisYear; y >= Math.max(first, YEAR_MIN); y--) years.push(y);
    return { year, years, movies, series, books, places, memories, songs, game, quotes, days: daysOfYear(space.togetherSince, year, today) };
  }

  app.get('/yilimiz', (request) => review(request, null));
  app.get('/yilimiz/:year', (request) => review(request, String((request.params as { year?: unknown }).year ?? '')));
}
