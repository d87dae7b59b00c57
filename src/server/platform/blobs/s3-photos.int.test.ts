import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server';
import { makeJpeg, multipartForm } from '../../testing/photos';
import { photos } from '../../db/schema';
import { readZipEntries } from '../../testing/transfer';
import { S3BlobStore, readBlob } from '.';
import type { Memory } from '../../../shared/memories';

/** The app configured with S3_BUCKET: photos go to the bucket and still only reach their space. */
describe('photos in an S3 bucket', () => {
  let s3: LocalS3;
  let app: FastifyInstance;
  let bucket: S3BlobStore;
  let c: Couple;
  let other: Couple;
  const logs: string[] = [];

  beforeAll(async () => {
    s3 = await startLocalS3();
    bucket = new S3BlobStore(s3.config);
    // Every log line at the most talkative level, to prove the secret never appears in any.
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    app = await createTestApp({ env: { ...s3.env, REMINDER_INTERVAL_MINUTES: '0' }, logger: { level: 'trace', stream } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(async () => {
    await app?.close();
    bucket?.close();
    await s3?.close();
  });

  const addMemoryWithPhoto = async () => {
    const memory = (await c.owner.api({ method: 'POST', url: '/api/memories', payload: { title: 'Kapadokya', date: '2024-06-01', category: 'travel' } })).json()
      .memory as Memory;
    const res = await c.owner.api({
      method: 'POST',
      url: `/api/memories/${memory.id}/photos`,
      ...multipartForm({ filename: 'balon.jpg', contentType: 'image/jpeg', bytes: await makeJpeg({ width: 800, height: 600 }) }),
    });
    expect(res.statusCode).toBe(201);
    const photo = (res.json().memory as Memory).photos[0];
    const [row] = await app.ctx.db.select().from(photos).where(eq(photos.id, photo.id));
    return { memory, photo, row };
  };

  it('stores a memory photo in the bucket (not on disk) and serves it to the partner only', async () => {
    expect(app.ctx.blobs).toBeInstanceOf(S3BlobStore);
    const { photo, row } = await addMemoryWithPhoto();

    const inBucket = await readBlob(bucket, row.key);
    const thumbInBucket = await readBlob(bucket, row.thumbKey);
    expect(inBucket?.length).toBe(row.bytes);
    expect(thumbInBucket?.length).toBeGreaterThan(0);
    expect(fs.existsSync(path.join(app.ctx.config.dataDir, 'uploads'))).toBe(false);

    const full = await c.partner.api({ url: photo.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.rawPayload.equals(inBucket!)).toBe(true);
    const thumb = await c.partner.api({ url: photo.thumbUrl });
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.rawPayload.equals(thumbInBucket!)).toBe(true);

    // Another couple and a signed-out visitor: the photo does not exist for them.
    expect((await other.owner.api({ url: photo.url })).statusCode).toBe(404);
    expect((await other.owner.api({ url: photo.thumbUrl })).statusCode).toBe(404);
    expect((await app.inject({ url: photo.url })).statusCode).toBe(401);
    // The answer is the app's own bytes: no redirect to the bucket, no bucket address in sight.
    expect(full.headers.location).toBeUndefined();
    expect(JSON.stringify((await c.partner.api({ url: '/api/memories' })).json())).not.toContain(s3.endpoint);
  });

  it('removes both blobs from the bucket when the memory is deleted', async () => {
    const { memory, row } = await addMemoryWithPhoto();
    expect(await bucket.get(row.key)).not.toBeNull();
    expect((await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` })).statusCode).toBe(200);
    expect(await bucket.get(row.key)).toBeNull();
    expect(await bucket.get(row.thumbKey)).toBeNull();
  });

  it('answers 404 (not 500) when a photo is gone from the bucket', async () => {
    const { photo, row } = await addMemoryWithPhoto();
    await bucket.delete(row.key);
    expect((await c.partner.api({ url: photo.url })).statusCode).toBe(404);
    expect(logs.join('')).toContain('photo blob missing');
  });

  it("exports the space with the photos' stored bytes streamed from the bucket", async () => {
    const { row } = await addMemoryWithPhoto();
    const res = await c.partner.api({ url: '/api/transfer/export' });
    expect(res.statusCode).toBe(200);
    const entries = await readZipEntries(res.rawPayload);
    // An archive entry is named by the blob's key (which starts with photos/).
    expect(entries.get(row.key)?.equals((await readBlob(bucket, row.key))!)).toBe(true);
    expect(entries.get(row.thumbKey)?.equals((await readBlob(bucket, row.thumbKey))!)).toBe(true);
  });

  it('never writes the secret key (or the access key) to the logs', () => {
    expect(logs.length).toBeGreaterThan(5);
    const all = logs.join('');
    expect(all).not.toContain(s3.config.credentials!.secretAccessKey);
    expect(all).not.toContain(s3.config.credentials!.accessKeyId);
  });
});
