import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD, type Couple } from '../../testing/fixtures';
import { quotes, sessions } from '../../db/schema';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { addSpacePhotos } from '../../testing/transfer';
import { backupMessages as bm } from '../../../shared/backup';
import { takeBackup } from './take';
import { restoreBackup } from './restore';
import { listBackups } from './store';
import { backupTables } from './tables';
import { backupDepsOf, backupPath, readBackupEntries, signIn } from '../../testing/backup';
import { expectUsageCounted } from '../../testing/space-usage';

const now = new Date('2025-06-01T10:00:00Z');
const env = { REMINDER_INTERVAL_MINUTES: '0', BACKUP_SCHEDULE: 'off' };

describe('whole-server backup and restore', () => {
  let source: FastifyInstance;
  let couple: Couple;
  let file: string;
  let writtenDuringBackup = 0;

  beforeAll(async () => {
    source = await createTestApp({ now: () => now, env });
    const demo = await seedDemo(source.ctx.db, { now });
    await addSpacePhotos(
      source,
      demo.space.id,
      demo.members.map((m) => m.id),
    );
    // A second space: a backup is the whole server, not one space.
    couple = await createCouple(source);

    // Writers keep writing while the backup is taken: it must neither wait for them nor tear.
    let done = false;
    const writer = (async () => {
      while (!done) {
        await source.ctx.db.insert(quotes).values({
          spaceId: couple.spaceId,
          addedBy: couple.owner.id,
          text: 'Yazarken',
          author: 'Test',
        });
        writtenDuringBackup++;
        // As requests arrive: with a gap for the event loop (a loop of bare awaits would starve any other query).
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    const summary = await takeBackup(backupDepsOf(source), 'manual').finally(() => (done = true));
    await writer;
    file = backupPath(backupDepsOf(source), summary.name);
  });
  afterAll(async () => {
    await source?.close();
  });

  it('writes one verified file: every table but sessions, password hashes, every photo, checksums', async () => {
    const entries = await readBackupEntries(file);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({
      app: 'defterimiz-backup',
      formatVersion: 1,
    });
    expect([...entries.keys()].at(-1)).toBe('manifest.json');
    const tables = backupTables().map((t) => t.name);
    expect(tables).not.toContain('sessions');
    for (const table of tables) expect(entries.has(`tables/${table}.json`), table).toBe(true);
    const users = JSON.parse(entries.get('tables/users.json')!.toString()) as {
      email: string;
      password_hash: string;
    }[];
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining([DEMO_MEMBERS[0].email, couple.owner.email]));
    expect(users.every((u) => u.password_hash.startsWith('$argon2'))).toBe(true);
    expect(manifest.photoFiles).toBe(14);
    // Consistent: the quotes in the file are exactly the count taken in the same snapshot.
    expect(JSON.parse(entries.get('tables/quotes.json')!.toString())).toHaveLength(manifest.counts.quotes);
    expect(writtenDuringBackup).toBeGreaterThan(0);
    const listed = await listBackups(backupDepsOf(source).target);
    expect(listed.map((b) => b.name)).toEqual([file.split('/').at(-1)]);
    expect(listed[0]).toMatchObject({
      reason: 'manual',
      size: fs.statSync(file).size,
      photoFiles: 14,
    });
  });

  it('restores into an empty server: same rows byte for byte, same photos, members sign in with their old passwords', async () => {
    const target = await createTestApp({ now: () => now, env });
    try {
      const result = await restoreBackup(backupDepsOf(target), file, {
        replace: false,
        maxMembers: 2,
      });
      expect(result.replaced).toBeNull();
      expect(await signIn(target, DEMO_MEMBERS[0].email, DEMO_PASSWORD)).toBe(200);
      expect(await signIn(target, DEMO_MEMBERS[1].email, DEMO_PASSWORD)).toBe(200);
      expect(await signIn(target, couple.partner.email, TEST_PASSWORD)).toBe(200);
      expect(await signIn(target, couple.partner.email, 'yanlis-sifre-1')).toBe(401);

      // A backup of the restored server holds exactly the same rows and photo bytes.
      const again = await takeBackup(backupDepsOf(target), 'manual');
      const a = await readBackupEntries(file);
      const b = await readBackupEntries(backupPath(backupDepsOf(target), again.name));
      const tablesOf = (m: Map<string, Buffer>, skip: string[]) =>
        [...m].filter(([n]) => n !== 'manifest.json' && !skip.includes(n)).map(([n, bytes]) => [n, bytes.toString('base64')]);
      // Sessions are left out, so the restored server has only the one sign-in made above… which is not in a backup at all.
      expect(Object.fromEntries(tablesOf(b, []))).toEqual(Object.fromEntries(tablesOf(a, [])));
      expect((await target.ctx.db.select({ n: count() }).from(sessions))[0].n).toBe(3);
      // The usage counters are not in the file: the restore's own rows rebuilt them.
      expect((await expectUsageCounted(target.ctx.db)).size).toBeGreaterThan(0);
    } finally {
      await target.close();
    }
  });

  it('refuses a server that holds data without --replace, and changes nothing', async () => {
    const before = (await source.ctx.db.select({ n: count() }).from(quotes))[0].n;
    await expect(
      restoreBackup(backupDepsOf(source), file, {
        replace: false,
        maxMembers: 2,
      }),
    ).rejects.toThrow(bm.notEmpty);
    expect((await source.ctx.db.select({ n: count() }).from(quotes))[0].n).toBe(before);
  });

  it('--replace first backs up what it replaces, then restores the file', async () => {
    const before = (await source.ctx.db.select({ n: count() }).from(quotes))[0].n;
    const result = await restoreBackup(backupDepsOf(source), file, {
      replace: true,
      maxMembers: 2,
    });
    expect(result.replaced?.counts.quotes).toBe(before);
    expect(result.replaced?.reason).toBe('pre-restore');
    const inFile = JSON.parse((await readBackupEntries(file)).get('manifest.json')!.toString()).counts.quotes;
    expect((await source.ctx.db.select({ n: count() }).from(quotes))[0].n).toBe(inFile);
    expect(await signIn(source, DEMO_MEMBERS[0].email, DEMO_PASSWORD)).toBe(200);
    await expectUsageCounted(source.ctx.db);
  });
});
