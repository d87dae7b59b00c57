import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { spaces } from '../../db/schema';
import { minutesInZone, todayInSpaceZone } from '../../../shared/dates';
import type { DailyNudge } from '../../platform/feature';
import { claimJobRun } from '../../platform/job-runs';
import { notifySpace } from './notify';

const inside = (at: number, [from, to]: readonly [number, number]) => at >= from && at < to;

/**
 * The daily nudges due at `now` for every space: each feature's nudge (its manifest's `nudges`,
 * gathered in features/index.ts) whose window holds the space's own time of day. Each notice has a
 * key per day, so repeated runs (and several instances) make it once; each also goes to the phone.
 */
export async function runNudges(app: FastifyInstance, nudges: readonly DailyNudge[], now: Date = app.ctx.now()): Promise<number> {
  const { db } = app.ctx;
  let made = 0;
  for (const space of await db.select({ id: spaces.id, timeZone: spaces.timeZone }).from(spaces).orderBy(asc(spaces.id))) {
    try {
      const today = todayInSpaceZone(now, space.timeZone);
      const at = minutesInZone(now, space.timeZone);
      for (const nudge of nudges.filter((n) => inside(at, n.window))) {
        for (const { onlyUserId, ...notice } of await nudge.due(db, { id: space.id, today })) {
          made += await notifySpace(app, space.id, notice, onlyUserId);
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
export function startNudgeJob(app: FastifyInstance, nudges: readonly DailyNudge[]) {
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return;
    running = claimJobRun(app.ctx, NUDGE_JOB, NUDGE_INTERVAL_MS)
      .then((claimed) => (claimed ? runNudges(app, nudges) : 0))
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
