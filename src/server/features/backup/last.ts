import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { spaces } from '../../db/schema';
import type { AppContext } from '../../platform/context';
import { memberOf } from '../../platform/auth/auth-plugin';
import type { LastBackupAnswer } from '../../../shared/backup';
import { backupTarget, readStatus, type BackupStatus } from './store';

/** status.json read at most every 30 s per app (health checks come often; S3 is not free). */
const cache = new WeakMap<AppContext, { until: number; value: Promise<BackupStatus | null> }>();

export function lastBackupStatus(ctx: AppContext): Promise<BackupStatus | null> {
  const hit = cache.get(ctx);
  if (hit && hit.until > Date.now()) return hit.value;
  const value = readStatus(backupTarget(ctx.config, ctx.blobs)).catch(() => null);
  cache.set(ctx, { until: Date.now() + 30_000, value });
  return value;
}

/** After this instance took (or failed) a backup. */
export const forgetLastBackup = (ctx: AppContext) => cache.delete(ctx);

/**
 * The part of /api/health about backups (public: no paths, no error text): the last attempt's
 * result and the age of the last good backup, for whoever monitors the server.
 */
export async function backupHealth(ctx: AppContext) {
  const schedule = ctx.config.backup.schedule ?? 'off';
  const status = await lastBackupStatus(ctx);
  if (!status) return { result: 'none' as const, schedule };
  const lastOkAt = status.lastOkAt ?? null;
  return {
    result: status.ok ? ('ok' as const) : ('failed' as const),
    lastAttemptAt: status.at,
    lastOkAt,
    ageSeconds: lastOkAt ? Math.max(0, Math.round((ctx.now().getTime() - Date.parse(lastOkAt)) / 1000)) : null,
    schedule,
  };
}

/**
 * 'Son yedek: …' in /settings, only on a server that holds the member's space alone: on a shared
 * server the backups are the operator's business, and they would tell members about the others.
 */
export async function lastBackupRoutes(app: FastifyInstance) {
  app.get('/backup/last', async (request): Promise<LastBackupAnswer> => {
    memberOf(request);
    const [{ n }] = await app.ctx.db.select({ n: count() }).from(spaces);
    if (n !== 1) return { visible: false, lastBackup: null };
    const status = await lastBackupStatus(app.ctx);
    if (!status) return { visible: true, lastBackup: null };
    return {
      visible: true,
      lastBackup: { at: status.lastOkAt ?? null, ok: status.ok },
    };
  });
}
