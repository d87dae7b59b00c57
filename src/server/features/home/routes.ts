import type { FastifyInstance } from 'fastify';
import { dailyQuote, homeCategories, type HomeCounts, type HomeData } from '../../../shared/home';
import { daysTogether, nextSpecialDate, todayInSpaceZone } from '../../../shared/dates';
import { memberOf } from '../../platform/auth/auth-plugin';
import { notFound } from '../../platform/http-errors';
import { listMembers } from '../account/repo';
import { getSpace, listSpecialDates } from '../settings/repo';
import { homeCounters } from './counts';
import { nextTrip } from './next-trip';
import { gameSummary } from '../movie-game/service';
import { shelfOf } from '../lists/wishes';

/** How many matches the home card names. */
const SHELF_NAMED = 4;

/** `GET /api/home`: everything the front page shows, counted in the space's own calendar. */
export async function homeRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  async function counts(spaceId: string): Promise<HomeCounts> {
    const values = await Promise.all(
      homeCategories.map(async (category) => {
        try {
          return await homeCounters[category](db, spaceId);
        } catch (err) {
          // Spec §8: a failed count is logged and shows 0; the rest of the page still loads.
          app.log.error({ err, category }, 'home count failed');
          return 0;
        }
      }),
    );
    return Object.fromEntries(homeCategories.map((c, i) => [c, values[i]])) as HomeCounts;
  }

  app.get('/home', async (request): Promise<HomeData> => {
    const member = memberOf(request);
    const space = await getSpace(db, member.spaceId);
    if (!space) throw notFound();
    const today = todayInSpaceZone(app.ctx.now(), space.timeZone);
    const [dates, members, countsBySpace, game, trip, shelf] = await Promise.all([
      listSpecialDates(db, member.spaceId),
      listMembers(db, member.spaceId),
      counts(member.spaceId),
      gameSummary(app, member.spaceId, member.id, today),
      nextTrip(db, member.spaceId, today),
      shelfOf(db, member.spaceId, SHELF_NAMED),
    ]);
    const next = nextSpecialDate(dates, today);
    return {
      today,
      togetherSince: space.togetherSince,
      daysTogether: daysTogether(space.togetherSince, today),
      nextSpecialDate: next ? { id: next.item.id, name: next.item.name, date: next.date, daysLeft: next.daysLeft } : null,
      nextTrip: trip,
      counts: countsBySpace,
      members,
      dailyQuote: dailyQuote(today),
      game,
      shelf,
    };
  });
}
