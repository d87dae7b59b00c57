import type { FastifyInstance } from 'fastify';
import { z } from '../../../shared/validation';
import { todayInSpaceZone } from '../../../shared/dates';
import { yilimizMessages as ym, type CalendarFeedInfo, type CreatedCalendarFeed } from '../../../shared/yilimiz';
import { memberOf } from '../../platform/auth/auth-plugin';
import { newToken } from '../../platform/tokens';
import { parse } from '../../platform/validate';
import { asLanguage, inLanguage } from '../../platform/language';
import { feedByToken, feedCapsules, feedDates, feedMemories, feedOf, feedTrips, replaceFeed, revokeFeed } from './calendar-repo';

const feedInput = z.object({ includeMemories: z.boolean().optional().default(false) }).optional().default({ includeMemories: false });
/** `<token>.ics`: the token is newToken()'s 43 base64url characters. */
const FEED_FILE = /^([A-Za-z0-9_-]{43})\.ics$/;

/** The member's own calendar address under /api (settings): see it, make a new one, take it away. */
export async function calendarFeedApiRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  app.get('/calendar-feed', async (request): Promise<CalendarFeedInfo> => {
    const feed = await feedOf(db, memberOf(request).id);
    return feed ? { active: true, includeMemories: feed.includeMemories, createdAt: feed.createdAt.toISOString() } : { active: false, includeMemories: false, createdAt: null };
  });

  // A new address replaces the old one; the token is shown this once (only its hash is kept).
  app.post('/calendar-feed', async (request, reply) => {
    const member = memberOf(request);
    const { includeMemories } = parse(feedInput, request.body ?? undefined);
    const token = newToken();
    await replaceFeed(db, member, token, includeMemories, app.ctx.now());
    const origin = app.ctx.config.publicUrl ?? `${request.protocol}://${request.headers.host}`;
    const body: CreatedCalendarFeed = { url: `${origin}/takvim/${token}.ics`, includeMemories };
    return reply.code(201).send(body);
  });

  app.delete('/calendar-feed', async (request) => {
    await revokeFeed(db, memberOf(request).id);
    return { ok: true };
  });
}

/**
 * `GET /takvim/<token>.ics`, outside /api: a calendar app has no session, the token is the key.
 * A malformed, revoked, replaced or guessed token gets the same plain 404, whatever it is. The
 * path is logged as its route pattern (platform/log-fields.ts), never with the token.
 */
export async function calendarFeedRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  app.get('/takvim/:file', async (request, reply) => {
    const match = FEED_FILE.exec(String((request.params as { file?: unknown }).file ?? ''));
    const feed = match ? await feedByToken(db, match[1]) : null;
    if (!feed) return reply.code(404).header('Cache-Control', 'no-store').type('text/plain; charset=utf-8').send(ym.calendarGone);
    const now = app.ctx.now();
    // ical-generator loads with the first feed asked for, not at every start (decision 029).
    const { buildFeed } = await import('./calendar-feed');
    // In its owner's language, whoever asks (a calendar app sends no session and its own Accept-Language).
    const ics = await inLanguage(asLanguage(feed.language), async () => {
      const [dates, memories, trips, capsules] = await Promise.all([
        feedDates(db, feed.spaceId),
        feed.includeMemories ? feedMemories(db, feed.spaceId) : Promise.resolve(null),
        feedTrips(db, feed.spaceId),
        feedCapsules(db, feed.spaceId),
      ]);
      return buildFeed({ spaceName: feed.spaceName, togetherSince: feed.togetherSince, today: todayInSpaceZone(now, feed.timeZone), now, dates, memories, trips, capsules });
    });
    return reply
      .header('Cache-Control', 'private, no-store')
      .header('X-Robots-Tag', 'noindex')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  });
}
