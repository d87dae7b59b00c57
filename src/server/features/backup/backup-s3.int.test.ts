import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app';
import { createCouple, TEST_PASSWORD } from '../../testing/fixtures';
import { startLocalS3 } from '../../testing/s3-server';
import { savePhoto } from '../../platform/photos';
import { makeJpeg } from '../../testing/photos';
import { readBlob } from '../../platform/blobs';
import { runCommand } from '../../cli/commands';
import { listBackups } from './store';
import { takeBackup } from './take';
import { backupDepsOf, signIn } from '../../testing/backup';

describe('backups with photos in an S3 bucket', () => {
  it('go to the bucket under BACKUP_DIR as a prefix, and restore by name from there', async () => {
    const s3 = await startLocalS3();
    const env = { ...s3.env, BACKUP_DIR: 'yedekler' };
    const source = await createTestApp({ env });
    const target = await createTestApp({
      env: { ...env, S3_BUCKET: s3.bucket },
    });
    try {
      const couple = await createCouple(source);
      const photo = await savePhoto(source, {
        spaceId: couple.spaceId,
        uploadedBy: couple.owner.id,
        bytes: await makeJpeg({ width: 30, height: 20 }),
      });
      const deps = backupDepsOf(source);
      const summary = await takeBackup(deps, 'manual');
      expect(deps.target.where).toBe(`s3://${s3.bucket}/yedekler/`);
      // In the bucket, byte for byte what was verified; nothing left in the local work folder.
      const stored = await readBlob(source.ctx.blobs, `yedekler/${summary.name}`);
      expect(stored?.length).toBe(summary.size);
      expect(fs.readdirSync(deps.target.workDir).filter((n) => n.startsWith(summary.name))).toEqual([]);
      expect((await listBackups(deps.target)).map((b) => b.name)).toEqual([summary.name]);

      // The same bucket holds the photos: an empty server sharing it restores by the backup's name.
      await source.close();
      const ctx = {
        database: target.ctx.database,
        config: target.ctx.config,
        blobs: target.ctx.blobs,
        maxSpaceMembers: 2,
      };
      expect(await runCommand(ctx, 'backup:list', {})).toContain(summary.name);
      expect(
        await runCommand(ctx, 'backup:restore', {
          file: path.join('/nowhere', summary.name),
        }),
      ).toContain('Geri yüklendi');
      expect(await signIn(target, couple.owner.email, TEST_PASSWORD)).toBe(200);
      const login = await target.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: couple.partner.email, password: TEST_PASSWORD },
      });
      const cookie = login.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      expect(
        (
          await target.inject({
            url: `/api/photos/${photo.id}`,
            headers: { cookie },
          })
        ).statusCode,
      ).toBe(200);
    } finally {
      await source.close().catch(() => {});
      await target.close();
      await s3.close();
    }
  }, 60_000);
});
