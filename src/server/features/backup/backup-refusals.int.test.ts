import fs from 'node:fs';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { quotes, spaces } from '../../db/schema';
import { savePhoto } from '../../platform/photos';
import { makeJpeg } from '../../testing/photos';
import type { BlobStore } from '../../platform/blobs';
import { backupMessages as bm } from '../../../shared/backup';
import { exportSpace } from '../transfer/export';
import { readAll } from '../transfer/zip-reader';
import { makeZip, readZipEntries } from '../../testing/transfer';
import { runCommand } from '../../cli/commands';
import { takeBackup } from './take';
import { restoreBackup } from './restore';
import { listBackups, readStatus } from './store';
import { backupDepsOf, backupPath } from '../../testing/backup';

const env = { REMINDER_INTERVAL_MINUTES: '0', BACKUP_SCHEDULE: 'off' };

describe('backup refusals, failures and retention', () => {
  let source: FastifyInstance;
  let empty: FastifyInstance;
  let couple: Couple;
  let other: Couple;
  let file: string;
  let tmp: string;

  beforeAll(async () => {
    source = await createTestApp({ env });
    empty = await createTestApp({ env });
    couple = await createCouple(source);
    other = await createCouple(source, ['Elif', 'Can']);
    await source.ctx.db.insert(quotes).values({
      spaceId: couple.spaceId,
      addedBy: couple.owner.id,
      text: 'Söz',
      author: 'Biri',
    });
    await savePhoto(source, {
      spaceId: couple.spaceId,
      uploadedBy: couple.owner.id,
      bytes: await makeJpeg({ width: 40, height: 30 }),
    });
    const summary = await takeBackup(backupDepsOf(source), 'manual');
    file = backupPath(backupDepsOf(source), summary.name);
    tmp = fs.mkdtempSync(path.join(source.ctx.config.dataDir, 'files-'));
  });
  afterAll(async () => {
    await source?.close();
    await empty?.close();
  });

  const spaceCount = async (app: FastifyInstance) => (await app.ctx.db.select({ n: count() }).from(spaces))[0].n;
  const refusedWith = async (bytes: Buffer, message: string) => {
    const damaged = path.join(tmp, `f-${Math.random().toString(36).slice(2)}.zip`);
    fs.writeFileSync(damaged, bytes);
    await expect(
      restoreBackup(backupDepsOf(empty), damaged, {
        replace: false,
        maxMembers: 2,
      }),
    ).rejects.toThrow(message);
    expect(await spaceCount(empty)).toBe(0);
    const photos: string[] = [];
    for await (const key of empty.ctx.blobs.list('photos/')) photos.push(key);
    expect(photos).toEqual([]);
  };

  it('refuses a file with one byte changed (checksums), a cut-off file, a foreign ZIP and a space export; nothing changes', async () => {
    const good = fs.readFileSync(file);
    // The photo is stored uncompressed: change a byte inside it; the ZIP stays readable.
    let key = '';
    for await (const k of source.ctx.blobs.list('photos/')) key ||= k;
    const photo = await readAll((await source.ctx.blobs.get(key))!.body);
    const photoAt = good.indexOf(photo);
    expect(photoAt).toBeGreaterThan(0);
    const flipped = Buffer.from(good);
    // Inside the photo whatever its size (the encoder's output varies; a fixed offset could land
    // past a small photo, in the ZIP's own records).
    flipped[photoAt + Math.floor(photo.length / 2)] ^= 0xff;
    await refusedWith(flipped, bm.damaged);
    // A changed byte in the directory's name of the manifest: the backup lost its manifest, it is
    // damaged (the app used to call it "not a backup").
    const renamed = Buffer.from(good);
    renamed[good.lastIndexOf('manifest.json') + 3] ^= 0x01;
    await refusedWith(renamed, bm.damaged);
    // Cut off anywhere near its end (the ZIP's directory lost): damaged, never "not a backup".
    for (const cut of [1, 21, 22, 100, 1000, Math.floor(good.length / 2)]) await refusedWith(good.subarray(0, good.length - cut), bm.damaged);
    await refusedWith(await makeZip([['manifest.json', Buffer.from('{"app":"something-else"}')]]), bm.foreign);
    await refusedWith(Buffer.from('not a zip at all'), bm.foreign);
    const exported = await readAll(await exportSpace(source.ctx.db, source.ctx.blobs, couple.spaceId, new Date()));
    await refusedWith(exported, bm.spaceExport);
  });

  it('refuses a well-made file whose rows break the import rules: a quote of one space signed by a member of another', async () => {
    const entries = await readZipEntries(fs.readFileSync(file));
    const rows = JSON.parse(entries.get('tables/quotes.json')!.toString()) as {
      added_by: string;
    }[];
    rows[0].added_by = other.owner.id;
    entries.set('tables/quotes.json', Buffer.from(JSON.stringify(rows)));
    // Checksums made anew, as whoever forged the file would.
    const manifest = JSON.parse(entries.get('manifest.json')!.toString());
    for (const [name, bytes] of entries) if (name !== 'manifest.json') manifest.entries[name] = createHash('sha256').update(bytes).digest('hex');
    entries.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
    await refusedWith(await makeZip(entries), bm.spaceInvalid);
  });

  it('the CLI says the refusal in Turkish and English, and --replace takes no value', async () => {
    const ctx = {
      database: empty.ctx.database,
      config: empty.ctx.config,
      blobs: empty.ctx.blobs,
      maxSpaceMembers: 2,
    };
    const foreign = path.join(tmp, 'foreign.zip');
    fs.writeFileSync(foreign, await makeZip([['hello.txt', Buffer.from('hi')]]));
    await expect(runCommand(ctx, 'backup:restore', { file: foreign })).rejects.toThrow(`${bm.foreign} / This file is not a Defterimiz backup`);
    await expect(runCommand(ctx, 'backup:restore', { file, replace: 'yes' })).rejects.toThrow('--replace takes no value');
    expect(await runCommand(ctx, 'backup:restore', { file })).toContain('Geri yüklendi');
    const full = {
      ...ctx,
      database: source.ctx.database,
      config: source.ctx.config,
      blobs: source.ctx.blobs,
    };
    await expect(runCommand(full, 'backup:restore', { file })).rejects.toThrow(`${bm.notEmpty} / This server already holds data`);
  });

  it('a backup that fails while writing leaves no file, is not listed, and is recorded as failed', async () => {
    const breaking: BlobStore = {
      ...source.ctx.blobs,
      list: (prefix) => source.ctx.blobs.list(prefix),
      put: (...a) => source.ctx.blobs.put(...a),
      putFile: (...a) => source.ctx.blobs.putFile(...a),
      delete: (k) => source.ctx.blobs.delete(k),
      // The disk fails half way through a photo.
      get: async () => ({
        size: 1000,
        body: new Readable({
          read() {
            this.push(Buffer.alloc(500, 1));
            this.destroy(new Error('EIO: the disk failed'));
          },
        }),
      }),
    };
    const deps = backupDepsOf(source, { blobs: breaking });
    const before = await listBackups(deps.target);
    await expect(takeBackup(deps, 'scheduled')).rejects.toThrow('EIO');
    expect(await listBackups(deps.target)).toEqual(before);
    expect(fs.readdirSync(deps.target.workDir).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    expect(fs.readdirSync(deps.target.workDir).filter((n) => n.endsWith('.zip'))).toHaveLength(before.length);
    expect(await readStatus(deps.target)).toMatchObject({
      ok: false,
      error: expect.stringContaining('EIO'),
      lastOkAt: before[0].createdAt,
    });
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const deps = backupDepsOf(source, { keep: 2 });
    const names: string[] = [];
    for (let i = 0; i < 3; i++) names.push((await takeBackup(deps, 'scheduled')).name);
    const listed = await listBackups(deps.target);
    expect(listed.map((b) => b.name)).toEqual([names[2], names[1]]);
    expect(
      fs
        .readdirSync(deps.target.workDir)
        .filter((n) => n.endsWith('.zip'))
        .sort(),
    ).toEqual([names[1], names[2]]);
  });
});
