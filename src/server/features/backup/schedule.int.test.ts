import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple } from '../../testing/fixtures';
import { createTestDatabase, openSameTestDatabase, testDbKind } from '../../testing/test-database';
import { jobRuns } from '../../db/schema';
import { BACKUP_JOB, backupTick } from './schedule';
import { listBackups, readStatus } from './store';
import { backupDepsOf } from '../../testing/backup';

const dirs: string[] = [];
const sharedDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-backups-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('scheduled backups', () => {
  it('BACKUP_SCHEDULE runs by itself: a verified backup appears without anyone asking', async () => {
    // Every second (croner's six fields), so the test waits for the file, not for 03:30.
    const app = await createTestApp({
      env: { BACKUP_SCHEDULE: '* * * * * *', BACKUP_DIR: sharedDir() },
    });
    try {
      await createCouple(app);
      const target = backupDepsOf(app).target;
      // The first tick may come before the couple was written: wait for a backup holding them.
      const withCouple = async () => (await listBackups(target)).find((b) => b.counts.users === 2);
      let found = await withCouple();
      for (let i = 0; i < 300 && !found; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        found = await withCouple();
      }
      expect(found).toMatchObject({
        reason: 'scheduled',
        counts: expect.objectContaining({ users: 2 }),
      });
      expect(await readStatus(target)).toMatchObject({ ok: true });
    } finally {
      await app.close();
    }
  }, 60_000);

  it.runIf(testDbKind === 'postgres')('two instances on one PostgreSQL take a scheduled backup once, not once each', async () => {
    const dir = sharedDir();
    const env = { BACKUP_SCHEDULE: '30 3 * * *', BACKUP_DIR: dir };
    const database = await createTestDatabase();
    const a = await createTestApp({ env, database });
    const b = await createTestApp({
      env,
      database: await openSameTestDatabase(database),
    });
    try {
      await createCouple(a);
      const took = await Promise.all([backupTick(a), backupTick(b)]);
      expect(took.filter(Boolean)).toHaveLength(1);
      expect(await listBackups(backupDepsOf(a).target)).toHaveLength(1);
      // The next tick of the same day finds the job done.
      expect(await backupTick(b)).toBe(false);
      const [run] = await a.ctx.db.select().from(jobRuns).where(eq(jobRuns.name, BACKUP_JOB));
      expect(run.runs).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
