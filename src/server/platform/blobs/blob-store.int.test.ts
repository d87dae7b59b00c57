import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../testing/s3-server';
import { BlobStoreUnavailableError, LocalDiskBlobStore, MemoryBlobStore, S3BlobStore, readBlob, type BlobStore } from '.';

/**
 * One contract, three stores: whatever the app does with photos must behave the same on local
 * disk, in memory and in an S3 bucket (a real S3 server, s3rver, on a free local port).
 */
interface Harness {
  store: BlobStore;
  close(): Promise<void>;
}

const stores: [string, () => Promise<Harness>][] = [
  [
    'local disk',
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-blobs-'));
      return { store: new LocalDiskBlobStore(dir), close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
    },
  ],
  ['memory', async () => ({ store: new MemoryBlobStore(), close: async () => {} })],
  [
    'S3 (s3rver)',
    async () => {
      const s3 = await startLocalS3();
      const store = new S3BlobStore(s3.config);
      return {
        store,
        close: async () => {
          store.close();
          await s3.close();
        },
      };
    },
  ],
];

const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const keysOf = async (store: BlobStore, prefix?: string) => {
  const keys: string[] = [];
  for await (const k of store.list(prefix)) keys.push(k);
  return keys.sort();
};

describe.each(stores)('blob store contract: %s', (_name, make) => {
  let h: Harness;
  let store: BlobStore;
  beforeAll(async () => {
    h = await make();
    store = h.store;
  });
  afterAll(async () => h?.close());

  it('gives back exactly the bytes it was given, as a stream with the right size', async () => {
    // Every byte value, including the ones text handling would mangle (0x00, 0x0d 0x0a, 0xff).
    const body = Buffer.concat([Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(4096)]);
    await store.put('photos/s1/a.jpg', body, 'image/jpeg');
    const blob = await store.get('photos/s1/a.jpg');
    expect(blob).not.toBeNull();
    expect(blob!.size).toBe(body.length);
    expect(blob!.body).toBeInstanceOf(Readable);
    const chunks: Buffer[] = [];
    for await (const chunk of blob!.body) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).equals(body)).toBe(true);
  });

  it('replaces a blob put again under the same key', async () => {
    await store.put('photos/s1/b.webp', Buffer.from('first'), 'image/webp');
    await store.put('photos/s1/b.webp', Buffer.from('second, longer'), 'image/webp');
    expect((await readBlob(store, 'photos/s1/b.webp'))!.toString()).toBe('second, longer');
    expect((await store.get('photos/s1/b.webp'))!.size).toBe('second, longer'.length);
  });

  it('answers null for a missing key and deletes a missing key without an error', async () => {
    expect(await store.get('photos/s1/nothing-here.jpg')).toBeNull();
    expect(await readBlob(store, 'photos/other/nothing.jpg')).toBeNull();
    await expect(store.delete('photos/s1/nothing-here.jpg')).resolves.toBeUndefined();
  });

  it('deletes a blob: it is gone and no longer listed', async () => {
    await store.put('photos/s2/c.png', Buffer.from([1, 2, 3]), 'image/png');
    expect(await keysOf(store, 'photos/s2/')).toEqual(['photos/s2/c.png']);
    await store.delete('photos/s2/c.png');
    expect(await store.get('photos/s2/c.png')).toBeNull();
    expect(await keysOf(store, 'photos/s2/')).toEqual([]);
  });

  it('lists the keys under a prefix, and every key without one', async () => {
    await store.put('photos/s3/1.jpg', Buffer.from('1'), 'image/jpeg');
    await store.put('photos/s3/1-thumb.webp', Buffer.from('t'), 'image/webp');
    await store.put('photos/s4/2.jpg', Buffer.from('2'), 'image/jpeg');
    expect(await keysOf(store, 'photos/s3/')).toEqual(['photos/s3/1-thumb.webp', 'photos/s3/1.jpg']);
    const all = await keysOf(store);
    expect(all).toEqual(expect.arrayContaining(['photos/s1/a.jpg', 'photos/s3/1.jpg', 'photos/s4/2.jpg']));
    expect(all.every((k) => !k.endsWith('.tmp'))).toBe(true);
  });

  it('keeps a large blob whole (12 MiB, streamed back)', async () => {
    const big = randomBytes(12 * 1024 * 1024);
    await store.put('photos/s5/big.jpg', big, 'image/jpeg');
    const blob = (await store.get('photos/s5/big.jpg'))!;
    expect(blob.size).toBe(big.length);
    const hash = createHash('sha256');
    let chunks = 0;
    for await (const chunk of blob.body) {
      hash.update(chunk);
      chunks++;
    }
    expect(hash.digest('hex')).toBe(sha(big));
    // Read in pieces, not handed over as one buffer (except by the memory store, which holds it whole).
    if (!(store instanceof MemoryBlobStore)) expect(chunks).toBeGreaterThan(1);
  });

  it('keeps parallel writes of different keys apart', async () => {
    const bodies = Array.from({ length: 8 }, () => randomBytes(64 * 1024));
    await Promise.all(bodies.map((b, i) => store.put(`photos/s6/${i}.jpg`, b, 'image/jpeg')));
    const back = await Promise.all(bodies.map((_, i) => readBlob(store, `photos/s6/${i}.jpg`)));
    back.forEach((b, i) => expect(sha(b!)).toBe(sha(bodies[i])));
  });

  it.each(['../escape.jpg', '/abs.jpg', 'photos/../../x', 'photos//x.jpg', 'photos/x y.jpg'])(
    'refuses the path-like key %j',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toThrow('invalid blob key');
      await expect(store.get(key)).rejects.toThrow('invalid blob key');
      await expect(store.delete(key)).rejects.toThrow('invalid blob key');
    },
  );
});

describe('S3 blob store: reaching the bucket', () => {
  let s3: LocalS3;
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(async () => s3?.close());

  it('checks a reachable bucket, and names the problem (never the secret) for a wrong one', async () => {
    const ok = new S3BlobStore(s3.config);
    await expect(ok.check()).resolves.toBeUndefined();
    ok.close();
    const missing = new S3BlobStore({ ...s3.config, bucket: 'no-such-bucket' });
    const err = (await missing.check().catch((e: unknown) => e)) as Error;
    expect(err.message).toContain('S3 bucket "no-such-bucket" is not reachable');
    expect(err.message).toContain('HTTP 404');
    missing.close();
  });

  it('refuses unknown keys, and its errors never carry the secret', async () => {
    // s3rver checks the access key id (V4 signatures themselves it does not verify).
    const secret = s3.config.credentials!.secretAccessKey;
    const wrong = new S3BlobStore({ ...s3.config, credentials: { accessKeyId: 'UNKNOWNKEY', secretAccessKey: secret } });
    const err = (await wrong.put('photos/x/y.jpg', Buffer.from('x'), 'image/jpeg').catch((e: unknown) => e)) as Error;
    // The app sees one kind of failure (a Turkish 503); the bucket's own reason is its cause, for the log.
    expect(err).toBeInstanceOf(BlobStoreUnavailableError);
    const cause = err.cause as Error;
    expect(cause.name).toBe('InvalidAccessKeyId');
    expect(`${err.message} ${err.stack} ${JSON.stringify(err)} ${cause.message} ${cause.stack} ${JSON.stringify(cause)}`).not.toContain(secret);
    const checked = (await wrong.check().catch((e: unknown) => e)) as Error;
    expect(checked.message).toContain('is not reachable');
    expect(checked.message).not.toContain(secret);
    wrong.close();
  });
});
