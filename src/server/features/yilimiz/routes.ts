import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { spaces } from '../../db/schema';
import { todayInSpaceZone } from '../../../shared/dates';
import { YEAR_MIN, YEAR_PATTERN, yilimizMessages as ym, type YearInReview } from '../../../shared/yilimiz';
import { memberOf } from '../../platform/auth/auth-plugin';
import { badRequest, notFound } from '../../platform/http-errors';
import { calendarFeedApiRoutes } from './calendar-routes';
import { yearInReview } from './review';

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

    return yearInReview(db, { spaceId: member.spaceId, togetherSince: space.togetherSince, timeZone: space.timeZone }, year, today, member.id);
  }

  app.get('/yilimiz', (request) => review(request, null));
  app.get('/yilimiz/:year', (request) => review(request, String((request.params as { year?: unknown }).year ?? '')));
}
