import type { FastifyInstance } from 'fastify';
import { Cron } from 'croner';
import { claimJobRun } from '../../platform/job-runs';
import type { AppContext } from '../../platform/context';
import { backupTarget } from './store';
import { forgetLastBackup } from './last';
import type { BackupDeps } from './take';

export const BACKUP_JOB = 'backup';

/** What a backup taken by the running server needs. */
export function backupDepsFor(ctx: AppContext, log: BackupDeps['log']): BackupDeps {
  return {
    db: ctx.db,
    blobs: ctx.blobs,
    target: backupTarget(ctx.config, ctx.blobs),
    keep: ctx.config.backup.keep,
    now: ctx.now,
    log,
  };
}

/** The shortest gap between two runs of a cron expression (the claim's interval), at least a second. */
export function scheduleInterval(schedule: string): number {
  const [a, b] = new Cron(schedule, { paused: true }).nextRuns(2);
  return Math.max(1000, (b?.getTime() ?? 0) - (a?.getTime() ?? 0));
}

/**
 * One scheduled run: takes a backup unless another instance on the same PostgreSQL database
 * already took this one (platform/job-runs.ts). Returns whether this instance took it.
 */
export async function backupTick(app: FastifyInstance, schedule = app.ctx.config.backup.schedule): Promise<boolean> {
  if (!schedule) return false;
  if (!(await claimJobRun(app.ctx, BACKUP_JOB, scheduleInterval(schedule)))) return false;
  try {
    // The backup's writer and reader (yazl, yauzl) load when a backup runs, not at start.
    const { takeBackup } = await import('./take');
    await takeBackup(backupDepsFor(app.ctx, app.log), 'scheduled');
  } finally {
    forgetLastBackup(app.ctx);
  }
  return true;
}

/**
 * Backups on BACKUP_SCHEDULE (a cron expression in the server's time zone; off = none), never two
 * at once in one process (croner's protect), once across instances (the claim).
 */
export function startBackupJob(app: FastifyInstance) {
  let cron: Cron | null = null;
  let running: Promise<unknown> | null = null;
  return {
    start() {
      const schedule = app.ctx.config.backup.schedule;
      if (!schedule) return;
      cron = new Cron(schedule, { protect: true, unref: true }, async () => {
        // takeBackup logs and records its own failure; nothing is thrown into the timer.
        running = backupTick(app, schedule).catch(() => {});
        await running;
      });
    },
    async stop() {
      cron?.stop();
      cron = null;
      await running;
    },
  };
}
