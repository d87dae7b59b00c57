import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, sessionCookie, type Couple } from '../../testing/fixtures';
import { as } from '../../testing/test-app';
import { backupDepsOf, backupPath, readBackupEntries } from '../../testing/backup';
import { readZipEntries } from '../../testing/transfer';
import { sealCapsule, capsuleOf } from '../../testing/capsules';
import { capsules, photos, users } from '../../db/schema';
import { takeBackup } from '../backup/take';
import { restoreBackup } from '../backup/restore';
import { exportSpace } from '../transfer/export';
import { importSpace } from '../transfer/import';
import { readAll } from '../transfer/zip-reader';

/**
 * The server's own copies carry a sealed capsule whole, and what they bring back stays sealed:
 * a backup and its restore, the operator's `space:export` and its import (decision 027).
 */
describe('sealed capsules in backups and transfers', () => {
  const clock = { now: new Date('2026-03-10T09:00:00Z') };
  const env = { REMINDER_INTERVAL_MINUTES: '0', BACKUP_SCHEDULE: 'off' };
  const LETTER = 'Yedekte bile mühürlü kalan satırlar';
  let source: FastifyInstance;
  let c: Couple;

  beforeAll(async () => {
    source = await createTestApp({ now: () => clock.now, env });
    c = await createCouple(source);
    expect(capsuleOf(await sealCapsule(c.owner, { title: 'Yedekteki mektup', body: LETTER, openDate: '2026-06-01' }, 1)).sealed).toBe(true);
  });
  afterAll(() => source.close());

  /** What a member of `app`'s copy of the couple sees of the capsule, and of its photo. */
  async function seen(app: FastifyInstance, spaceId: string) {
    const [member] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.spaceId, spaceId)).limit(1);
    const api = as(app, await sessionCookie(app, member.id));
    const [capsule] = await app.ctx.db.select({ id: capsules.id, body: capsules.body, openDate: capsules.openDate }).from(capsules).where(eq(capsules.spaceId, spaceId));
    const [photo] = await app.ctx.db.select({ id: photos.id, sealedUntil: photos.sealedUntil }).from(photos).where(eq(photos.spaceId, spaceId));
    const read = await api({ url: `/api/capsules/${capsule.id}` });
    return { stored: { body: capsule.body, openDate: capsule.openDate, sealedUntil: photo.sealedUntil }, read: read.body, photo: (await api({ url: `/api/photos/${photo.id}` })).statusCode };
  }

  it('a backup carries the letter whole, and the restored server keeps it sealed', async () => {
    const summary = await takeBackup(backupDepsOf(source), 'manual');
    const file = backupPath(backupDepsOf(source), summary.name);
    expect((await readBackupEntries(file)).get('tables/capsules.json')!.toString()).toContain(LETTER);
    const target = await createTestApp({ now: () => clock.now, env });
    try {
      await restoreBackup(backupDepsOf(target), file, { replace: false, maxMembers: 2 });
      const after = await seen(target, c.spaceId);
      expect(after.stored).toEqual({ body: LETTER, openDate: '2026-06-01', sealedUntil: '2026-06-01' });
      expect(after.read).not.toContain('mühürlü kalan');
      expect(after.photo).toBe(404);
    } finally {
      await target.close();
    }
  });

  it("the operator's space:export carries it whole; the import keeps it sealed, and it opens on its day", async () => {
    const zip = await readAll(await exportSpace(source.ctx.db, source.ctx.blobs, c.spaceId, clock.now));
    const files = await readZipEntries(zip);
    expect(files.get('data/capsules.json')!.toString()).toContain(LETTER);
    expect(JSON.parse(files.get('manifest.json')!.toString()).heldBack).toEqual({});
    const target = await createTestApp({ now: () => clock.now, env });
    try {
      // The couple's e-mails are taken on the source only: the target is another server.
      const result = await importSpace(target.ctx.db, target.ctx.blobs, { buffer: zip }, { maxMembers: 2 });
      const before = await seen(target, result.spaceId);
      expect(before.stored).toEqual({ body: LETTER, openDate: '2026-06-01', sealedUntil: '2026-06-01' });
      expect(before.read).not.toContain('mühürlü kalan');
      expect(before.photo).toBe(404);
      clock.now = new Date('2026-06-01T09:00:00Z');
      const after = await seen(target, result.spaceId);
      expect(after.read).toContain(LETTER);
      expect(after.photo).toBe(200);
    } finally {
      clock.now = new Date('2026-03-10T09:00:00Z');
      await target.close();
    }
  });
});
