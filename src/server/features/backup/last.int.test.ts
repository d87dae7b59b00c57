import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { createCouple } from '../../testing/fixtures';
import { takeBackup } from './take';
import { forgetLastBackup } from './last';
import { backupDepsOf } from '../../testing/backup';

describe('the last backup in /api/health and /settings', () => {
  it('tells its result and age; members see it only while the server holds their space alone', async () => {
    let now = new Date('2025-06-01T03:30:00Z');
    const app = await createTestApp({ now: () => now });
    try {
      const couple = await createCouple(app);
      expect((await couple.owner.api({ url: '/api/backup/last' })).json()).toEqual({ visible: true, lastBackup: null });
      expect((await app.inject({ url: '/api/backup/last' })).statusCode).toBe(401);

      await takeBackup(backupDepsOf(app), 'scheduled');
      forgetLastBackup(app.ctx);
      now = new Date('2025-06-01T05:30:00Z');
      expect((await couple.partner.api({ url: '/api/backup/last' })).json()).toEqual({
        visible: true,
        lastBackup: { at: '2025-06-01T03:30:00.000Z', ok: true },
      });
      const health = (await app.inject({ url: '/api/health' })).json();
      expect(health.backup).toEqual({
        result: 'ok',
        lastAttemptAt: '2025-06-01T03:30:00.000Z',
        lastOkAt: '2025-06-01T03:30:00.000Z',
        ageSeconds: 7200,
        schedule: 'off',
      });
      // Nothing about where backups are or why one failed leaves the server.
      expect(JSON.stringify(health)).not.toContain(app.ctx.config.dataDir);

      // A second couple on the same server: backups are the operator's business.
      await createCouple(app, ['Elif', 'Can']);
      expect((await couple.owner.api({ url: '/api/backup/last' })).json()).toEqual({ visible: false, lastBackup: null });
    } finally {
      await app.close();
    }
  }, 60_000);
});
