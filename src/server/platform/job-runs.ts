import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { jobRuns } from '../db/schema';
import type { AppContext } from './context';

/**
 * Whether this instance should run the periodic job `name` now. On PostgreSQL several instances
 * tick on their own timers; the first to ask within an interval wins and the others skip:
 * a transaction-scoped advisory lock lets one instance at a time look at and move `job_runs`,
 * and a concurrent asker that does not get the lock simply skips (someone is claiming it).
 * On PGlite there is one process: always yes (its own timer already keeps runs apart).
 */
export async function claimJobRun(ctx: AppContext, name: string, intervalMs: number): Promise<boolean> {
  if (ctx.database.kind !== 'postgres') return true;
  const now = ctx.now();
  // Timers drift and a claim lands a moment after its tick: the next tick of the instance that
  // ran must still find the job due, or it would run every other interval.
  const slack = Math.min(intervalMs / 10, 60_000);
  return ctx.db.transaction(async (tx) => {
    const [lock] = await rowsOf<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtextextended(${`defterimiz:job:${name}`}, 0)) as locked`);
    if (!lock?.locked) return false;
    const [last] = await tx.select().from(jobRuns).where(eq(jobRuns.name, name));
    if (last && now.getTime() - last.lastStartedAt.getTime() < intervalMs - slack) return false;
    await tx
      .insert(jobRuns)
      .values({ name, lastStartedAt: now, runs: 1 })
      .onConflictDoUpdate({ target: jobRuns.name, set: { lastStartedAt: now, runs: sql`${jobRuns.runs} + 1` } });
    return true;
  });
}
