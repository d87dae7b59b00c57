import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../testing/test-app';
import { createCouple, type Couple } from '../testing/fixtures';
import { startLocalS3, type LocalS3 } from '../testing/s3-server';
import { testDbKind } from '../testing/test-database';
import { makeJpeg, makePng, multipartForm } from '../testing/photos';
import { LocalDiskBlobStore, S3BlobStore, readBlob, type BlobStore } from '../platform/blobs';
import { runCommand } from './commands';
import { CliError, type CommandContext } from './command-kit';
import type { Memory } from '../../shared/memories';

const keysOf = async (store: BlobStore) => {
  const keys: string[] = [];
  for await (const k of store.list()) keys.push(k);
  return keys.sort();
};

describe('CLI blobs:migrate (disk → S3)', () => {
  let s3: LocalS3;
  let app: FastifyInstance;
  let bucket: S3BlobStore;
  let c: Couple;
  let other: Couple;
  let disk: BlobStore & { root: string };
  const ctx = (): CommandContext => ({ database: app.ctx.database, maxSpaceMembers: 2, blobs: bucket, diskBlobs: disk });

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = new S3BlobStore(s3.config);
    // The app as it ran before S3: photos on local disk.
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    disk = app.ctx.blobs as LocalDiskBlobStore;
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(async () => {
    await app?.close();
    bucket?.close();
    await s3?.close();
  });

  const upload = async (bytes: Buffer, name: string, type: string) => {
    const memory = (await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: name, date: '2024-06-01', category: 'travel' } })).json()
      .memory as Memory;
    const res = await c.owner.api({ method: 'POST', url: `/api/memories/${memory.id}/photos`, ...multipartForm({ filename: name, contentType: type, bytes }) });
    expect(res.statusCode).toBe(201);
    return (res.json().memory as Memory).photos[0];
  };

  it('refuses to run without S3_BUCKET', async () => {
    const err = await runCommand({ ...ctx(), blobs: disk }, 'blobs:migrate').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliError);
    expect((err as Error).message).toContain('S3_BUCKET ayarlı değil');
  });

  it('copies every photo byte for byte, keeps the disk copies, and the app then serves them from S3', async () => {
    const jpeg = await upload(await makeJpeg({ width: 700, height: 500 }), 'a.jpg', 'image/jpeg');
    const png = await upload(await makePng(60, 40), 'b.png', 'image/png');
    const before = await keysOf(disk);
    expect(before).toHaveLength(4); // two photos, each full size + thumbnail

    const printed = await runCommand(ctx(), 'blobs:migrate');
    expect(printed).toContain('4 dosya kopyalandı, 0 dosya kovada zaten vardı, 0 dosya kopyalanamadı.');
    expect(printed).toContain('Disk kopyaları silinmedi');
    expect(await keysOf(bucket)).toEqual(before);
    for (const key of before) expect((await readBlob(bucket, key))!.equals((await readBlob(disk, key))!)).toBe(true);
    expect(await keysOf(disk)).toEqual(before);

    // Switch the app to the bucket and take the disk away: the photos still reach the couple only.
    const servedFromDisk = (await c.partner.api({ url: jpeg.url })).rawPayload;
    app.ctx.blobs = bucket;
    fs.rmSync(disk.root, { recursive: true, force: true });
    try {
      const full = await c.partner.api({ url: jpeg.url });
      expect(full.statusCode).toBe(200);
      expect(full.rawPayload.equals(servedFromDisk)).toBe(true);
      expect((await c.partner.api({ url: png.thumbUrl })).statusCode).toBe(200);
      expect((await other.owner.api({ url: jpeg.url })).statusCode).toBe(404);
    } finally {
      app.ctx.blobs = disk;
    }
  });

  it('is repeatable: what is already in the bucket is skipped, a damaged copy is copied again', async () => {
    const photo = await upload(await makeJpeg({ width: 300, height: 200 }), 'c.jpg', 'image/jpeg');
    const keys = await keysOf(disk);
    // The first run's 4 are there; the new photo's 2 are not; one bucket copy is damaged.
    const damaged = keys.find((k) => k.includes(photo.id) && !k.includes('-thumb'))!;
    await bucket.put(damaged, Buffer.from('yarım kalmış'), 'image/jpeg');
    const printed = await runCommand(ctx(), 'blobs:migrate');
    expect(printed).toContain(`2 dosya kopyalandı, ${keys.length - 2} dosya kovada zaten vardı, 0 dosya kopyalanamadı.`);
    expect((await readBlob(bucket, damaged))!.equals((await readBlob(disk, damaged))!)).toBe(true);
    expect(await runCommand(ctx(), 'blobs:migrate')).toContain(`0 dosya kopyalandı, ${keys.length} dosya kovada zaten vardı`);
  });

  it('names the blobs it could not copy and fails, so the operator runs it again', async () => {
    await disk.put('photos/x/kayip.jpg', Buffer.from('kayıp'), 'image/jpeg');
    const broken = new S3BlobStore({ ...s3.config });
    // A bucket that accepts nothing: every put fails.
    broken.put = async () => {
      throw new Error('bağlantı koptu');
    };
    const err = await runCommand({ ...ctx(), blobs: broken }, 'blobs:migrate').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CliError);
    expect((err as Error).message).toContain('1 dosya kopyalanamadı');
    expect((err as Error).message).toContain('photos/x/kayip.jpg');
    broken.close();
    await disk.delete('photos/x/kayip.jpg');
  });
});

const run = promisify(execFile);

// A real process: main.ts must hand the command both stores. Same in both passes, so PGlite only.
describe.skipIf(testDbKind === 'postgres')('npm run cli -- blobs:migrate (a real process)', { timeout: 90_000 }, () => {
  let s3: LocalS3;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startLocalS3();
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-cli-blobs-'));
  });
  afterAll(async () => {
    await s3?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('moves DATA_DIR/uploads into the bucket and prints the counts', async () => {
    const disk: BlobStore = new LocalDiskBlobStore(path.join(dataDir, 'uploads'));
    await disk.put('photos/s/1.jpg', await makeJpeg(), 'image/jpeg');
    await disk.put('photos/s/1-thumb.webp', Buffer.from([0, 1, 2, 255]), 'image/webp');
    const env: NodeJS.ProcessEnv = { ...process.env, ...s3.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
    delete env.DATABASE_URL;
    const { stdout } = await run('npx', ['tsx', 'src/server/cli/main.ts', 'blobs:migrate'], { env, timeout: 80_000 });
    expect(stdout).toContain('2 dosya kopyalandı, 0 dosya kovada zaten vardı, 0 dosya kopyalanamadı.');
    const bucket = new S3BlobStore(s3.config);
    expect((await readBlob(bucket, 'photos/s/1-thumb.webp'))!.equals(Buffer.from([0, 1, 2, 255]))).toBe(true);
    bucket.close();
    expect(stdout).not.toContain(s3.config.credentials!.secretAccessKey);
  });
});
