import type { FastifyInstance } from 'fastify';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import { gameGuesses, memories, spaces, users } from '../../db/schema';
import { minutesInZone, todayInSpaceZone, parseIsoDate } from '../../../shared/dates';
import { onThisDayKeys } from '../../../shared/memories';
import { nudgeMessages } from '../../../shared/notifications';
import { claimJobRun } from '../../platform/job-runs';
import { notifySpace } from './notify';

/** When, in each space's own time zone, the daily nudges may go out (from … until, minutes). */
const NUDGE_WINDOWS = { onThisDay: [9 * 60, 12 * 60], gameReminder: [20 * 60, 23 * 60] } as const;

const inside = (at: number, [from, to]: readonly [number, number]) => at >= from && at < to;

/**
 * The daily nudges due at `now` for every space: 'Geçen yıllarda bugün' in the morning when the
 * space has memories of this day from earlier years, and in the evening 'Bugünün oyununu henüz
 * oynamadın' to each member without a guess today. Each is a notification with a key per day,
 * so repeated runs (and several instances) make it once; each also goes to the phone.
 */
export async function runNudges(app: FastifyInstance, now: Date = app.ctx.now()): Promise<number> {
  const { db } = app.ctx;
  let made = 0;
  for (const space of await db.select({ id: spaces.id, timeZone: spaces.timeZone }).from(spaces).orderBy(asc(spaces.id))) {
    try {
      const today = todayInSpaceZone(now, space.timeZone);
      const at = minutesInZone(now, space.timeZone);
      if (inside(at, NUDGE_WINDOWS.onThisDay)) {
        const rows = await db
          .select({ title: memories.title })
          .from(memories)
          .where(
            and(
              eq(memories.spaceId, space.id),
              lt(memories.date, `${String(parseIsoDate(today).year).padStart(4, '0')}-01-01`),
              inArray(sql<string>`to_char(${memories.date}, 'MM-DD')`, onThisDayKeys(today)),
            ),
          )
          .orderBy(asc(memories.date))
          .limit(20);
        if (rows.length > 0) {
          made += await notifySpace(app, space.id, {
            title: nudgeMessages.onThisDayTitle,
            message: nudgeMessages.onThisDay(rows.length, rows[0].title),
            dedupeKey: `on-this-day:${today}`,
            push: { kind: 'on-this-day', url: '/memories', tag: `on-this-day:${space.id}` },
          });
        }
      }
      if (inside(at, NUDGE_WINDOWS.gameReminder)) {
        const members = await db
          .select({ id: users.id, guesses: count(gameGuesses.id) })
          .from(users)
          .leftJoin(gameGuesses, and(eq(gameGuesses.userId, users.id), eq(gameGuesses.day, today)))
          .where(eq(users.spaceId, space.id))
          .groupBy(users.id);
        for (const m of members.filter((x) => Number(x.guesses) === 0)) {
          made += await notifySpace(
            app,
            space.id,
            { title: nudgeMessages.gameTitle, message: nudgeMessages.gameReminder, dedupeKey: `game-reminder:${today}`, push: { kind: 'game-reminder', url: '/movie-game', tag: `game-reminder:${m.id}` } },
            m.id,
          );
        }
      }
    } catch (err) {
      app.log.error({ err, spaceId: space.id }, 'daily nudges failed');
    }
  }
  return made;
}

const NUDGE_JOB = 'daily-nudges';
const NUDGE_INTERVAL_MS = 15 * 60_000;

/** Every 15 minutes from 15 minutes after the start (once across instances through job_runs); day keys keep each nudge single. */
export function startNudgeJob(app: FastifyInstance) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = claimJobRun(app.ctx, NUDGE_JOB, NUDGE_INTERVAL_MS)
      .then((claimed) => (claimed ? runNudges(app) : 0))
      .catch((err) => app.log.error({ err }, 'daily nudges failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      // Off with the reminders (tests set REMINDER_INTERVAL_MINUTES=0 and call runNudges themselves).
      // The first tick comes one interval after the start, not at it: a nudge is never urgent, and
      // a short-lived app (a test, the browser tests' server) never nudges its couples mid-test.
      if (app.ctx.config.reminderIntervalMs <= 0) return;
      timer = setInterval(tick, NUDGE_INTERVAL_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
