import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import { spaces } from '../../db/schema';
import { addDays, todayInSpaceZone, upcomingDates } from '../../../shared/dates';
import { milestonesOn, yilimizMessages as ym } from '../../../shared/yilimiz';
import { notificationMessages as nm } from '../../../shared/notifications';
import { listSpecialDateRows } from '../settings/repo';
import { specialDateName } from '../../../shared/settings-words';
import { notifySpace } from './notify';
import { claimJobRun } from '../../platform/job-runs';

/** Reminders go out on the day and when three days (or fewer, if the server was off) are left. */
export const REMINDER_DAYS_BEFORE = 3;

/**
 * Makes the special-date reminders due at `now` for every space, each in its own time zone:
 * 'Bugün {ad}!' on the day and '{ad} için N gün kaldı.' up to three days before; the milestone
 * days of the together-since date (shared/yilimiz.ts) the same way ('Bugün birlikte 1000. gününüz!'). Each reminder
 * has a dedupe key per date and occurrence, so repeated runs (and several server instances)
 * deliver it once. Returns how many notifications were created.
 */
export async function runSpecialDateReminders(app: FastifyInstance, now: Date = app.ctx.now()): Promise<number> {
  const rows = await app.ctx.db.select({ id: spaces.id, timeZone: spaces.timeZone, togetherSince: spaces.togetherSince }).from(spaces).orderBy(asc(spaces.id));
  let created = 0;
  for (const space of rows) {
    try {
      const today = todayInSpaceZone(now, space.timeZone);
      const dates = await listSpecialDateRows(app.ctx.db, space.id);
      for (const { item, date, daysLeft } of upcomingDates(dates, today)) {
        if (daysLeft > REMINDER_DAYS_BEFORE) break;
        const isToday = daysLeft === 0;
        created += await notifySpace(app, space.id, {
          // The name too is made in each recipient's language ('Ayşe’s Birthday').
          text: () => ({ title: nm.specialDateTitle, message: isToday ? nm.specialDateToday(specialDateName(item)) : nm.specialDateSoon(specialDateName(item), daysLeft) }),
          type: isToday ? 'success' : 'warning',
          dedupeKey: `special-date:${item.id}:${date}:${isToday ? 'today' : 'soon'}`,
          push: { kind: 'special-dates', url: '/', tag: `special-date:${item.id}` },
        });
      }
      // Milestone days (100th, 500th, every 1,000th, anniversaries) under the same rule.
      for (let daysLeft = 0; daysLeft <= REMINDER_DAYS_BEFORE; daysLeft++) {
        for (const milestone of milestonesOn(space.togetherSince, addDays(today, daysLeft))) {
          const isToday = daysLeft === 0;
          created += await notifySpace(app, space.id, {
            text: () => ({ title: ym.milestoneTitle, message: isToday ? ym.milestoneToday(milestone) : ym.milestoneSoon(milestone, daysLeft) }),
            type: isToday ? 'success' : 'warning',
            dedupeKey: `milestone:${milestone.kind}:${milestone.n}:${milestone.date}:${isToday ? 'today' : 'soon'}`,
            // Milestone days are special dates on the phone too ('Özel gün hatırlatmaları').
            push: { kind: 'special-dates', url: '/', tag: `milestone:${milestone.kind}:${milestone.n}` },
          });
        }
      }
    } catch (err) {
      app.log.error({ err, spaceId: space.id }, 'special date reminders failed');
    }
  }
  return created;
}

export const REMINDER_JOB = 'special-date-reminders';

/**
 * One tick of the job: runs the reminders unless another instance already ran them within the
 * interval (PostgreSQL; platform/job-runs.ts). Returns whether this instance ran them.
 */
export async function reminderTick(app: FastifyInstance, intervalMs = app.ctx.config.reminderIntervalMs): Promise<boolean> {
  if (!(await claimJobRun(app.ctx, REMINDER_JOB, intervalMs))) return false;
  await runSpecialDateReminders(app);
  return true;
}

/**
 * The first run waits this long after the start (or one interval, if shorter): the start's first
 * moments belong to the first pages asked for (the run's queries and time-zone formatters took
 * ~50 ms of CPU from the first list; decision 029), and a reminder is a matter of its day.
 */
export const REMINDER_FIRST_RUN_DELAY_MS = 10_000;

/**
 * Runs the reminders shortly after start and every `config.reminderIntervalMs` (0 = off), never
 * twice at once, and once per interval across every instance on the same PostgreSQL database.
 */
export function startReminderJob(app: FastifyInstance) {
  let first: NodeJS.Timeout | null = null;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = reminderTick(app)
      .catch((err) => app.log.error({ err }, 'special date reminders failed'))
      .finally(() => {
        running = null;
      });
  };
  return {
    start() {
      const every = app.ctx.config.reminderIntervalMs;
      if (every <= 0 || stopped) return;
      first = setTimeout(() => {
        first = null;
        tick();
        timer = setInterval(tick, every);
        timer.unref();
      }, Math.min(REMINDER_FIRST_RUN_DELAY_MS, every));
      first.unref();
    },
    async stop() {
      stopped = true;
      if (first) clearTimeout(first);
      if (timer) clearInterval(timer);
      first = timer = null;
      await running;
    },
  };
}
