import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { makeJpeg, makePng, multipartForm } from '../../testing/photos';
import { LocalDiskBlobStore } from '../../platform/blobs';
import type { Memory } from '../../../shared/memories';

/** Every file in the blob store (DATA_DIR/uploads), as keys. */
function listBlobStore(app: FastifyInstance): string[] {
  const root = (app.ctx.blobs as LocalDiskBlobStore).root;
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((f) => fs.statSync(path.join(root, f)).isFile())
    .map((f) => f.split(path.sep).join('/'))
    .sort();
}

describe('memory photos', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    expect(app.ctx.blobs).toBeInstanceOf(LocalDiskBlobStore);
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  const addMemory = async (member: Couple['owner']) =>
    (await member.api({ method: 'POST', url: '/api/memories', payload: { title: 'Fotoğraflı', date: '2024-06-01', category: 'travel' } })).json().memory as Memory;
  const upload = async (member: Couple['owner'], memoryId: string, bytes: Buffer, name = 'foto.jpg', type = 'image/jpeg') =>
    member.api({ method: 'POST', url: `/api/memories/${memoryId}/photos`, ...multipartForm({ filename: name, contentType: type, bytes }) });

  it('keeps photos in order (the first is the cover), without GPS, served only to the space', async () => {
    const memory = await addMemory(c.owner);
    const first = await upload(c.owner, memory.id, await makeJpeg({ width: 900, height: 600, gps: true }));
    expect(first.statusCode).toBe(201);
    const second = await upload(c.owner, memory.id, await makePng(50, 40), 'b.png', 'image/png');
    const photos = (second.json().memory as Memory).photos;
    expect(photos).toHaveLength(2);
    expect(photos[0]).toMatchObject({ width: 900, height: 600, url: `/api/photos/${photos[0].id}`, thumbUrl: `/api/photos/${photos[0].id}/thumb` });
    expect(photos[1]).toMatchObject({ width: 50, height: 40 });

    const listed: Memory[] = (await c.partner.api({ url: '/api/memories' })).json().memories;
    expect(listed.find((m) => m.id === memory.id)!.photos.map((p) => p.id)).toEqual(photos.map((p) => p.id));

    const full = await c.partner.api({ url: photos[0].url });
    expect(full.statusCode).toBe(200);
    const meta = await sharp(full.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(full.rawPayload.includes(Buffer.from('DefterCam'))).toBe(false);
    expect((await c.partner.api({ url: photos[0].thumbUrl })).headers['content-type']).toBe('image/webp');
    expect((await other.owner.api({ url: photos[0].url })).statusCode).toBe(404);
  });

  it('removing a photo or deleting the memory leaves no file behind in the blob store', async () => {
    const baseline = listBlobStore(app);
    const memory = await addMemory(c.owner);
    await upload(c.owner, memory.id, await makeJpeg({ width: 300, height: 200 }));
    const two = (await upload(c.owner, memory.id, await makePng(30, 30), 'b.png', 'image/png')).json().memory as Memory;
    const added = listBlobStore(app).filter((k) => !baseline.includes(k));
    expect(added).toHaveLength(4); // two photos, each full size + thumbnail
    expect(added.every((k) => k.startsWith(`photos/${c.spaceId}/`))).toBe(true);

    // The partner may not remove it; another couple finds nothing.
    const [cover, second] = two.photos;
    const partner = await c.partner.api({ method: 'DELETE', url: `/api/memories/${memory.id}/photos/${cover.id}` });
    expect(partner.statusCode).toBe(403);
    expect(partner.json()).toEqual({ error: 'Bu anıyı sadece yükleyen kişi düzenleyebilir.' });
    expect((await other.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}/photos/${cover.id}` })).statusCode).toBe(404);
    expect(listBlobStore(app).filter((k) => !baseline.includes(k))).toHaveLength(4);

    const removed = await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}/photos/${cover.id}` });
    expect(removed.statusCode).toBe(200);
    expect((removed.json().memory as Memory).photos.map((p) => p.id)).toEqual([second.id]);
    const left = listBlobStore(app).filter((k) => !baseline.includes(k));
    expect(left).toHaveLength(2);
    expect(left.every((k) => k.includes(second.id))).toBe(true);
    expect((await c.owner.api({ url: cover.url })).statusCode).toBe(404);

    expect((await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` })).statusCode).toBe(200);
    expect(listBlobStore(app)).toEqual(baseline);
    expect((await c.owner.api({ url: second.url })).statusCode).toBe(404);
  });

  it('holds at most ten photos; the eleventh is refused and leaves no file', async () => {
    const memory = await addMemory(c.owner);
    const png = await makePng(12, 12);
    for (let i = 0; i < 10; i++) expect((await upload(c.owner, memory.id, png, `${i}.png`, 'image/png')).statusCode).toBe(201);
    const files = listBlobStore(app);
    const res = await upload(c.owner, memory.id, png, 'on-bir.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Bir anıya en fazla 10 fotoğraf eklenebilir.' });
    expect(listBlobStore(app)).toEqual(files);
    expect(((await c.owner.api({ url: `/api/memories/${memory.id}` })).json().memory as Memory).photos).toHaveLength(10);
    await c.owner.api({ method: 'DELETE', url: `/api/memories/${memory.id}` });
  });

  it("refuses what is not a photo, the partner's upload and an over-size file, storing nothing", async () => {
    const memory = await addMemory(c.owner);
    const files = listBlobStore(app);
    const text = await upload(c.owner, memory.id, Buffer.from('fotoğraf değil'.repeat(10)));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual({ error: 'Lütfen PNG, JPG, GIF veya WebP biçiminde bir fotoğraf seçin.' });
    const partner = await upload(c.partner, memory.id, await makePng());
    expect(partner.statusCode).toBe(403);
    expect(partner.json()).toEqual({ error: 'Bu anıyı sadece yükleyen kişi düzenleyebilir.' });
    const big = await upload(c.owner, memory.id, Buffer.concat([await makeJpeg(), Buffer.alloc(1_048_576, 1)]));
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ error: "Fotoğraf boyutu 1MB'dan küçük olmalıdır." });
    const none = await c.owner.api({ method: 'POST', url: `/api/memories/${memory.id}/photos`, ...multipartForm(null, { a: 'b' }) });
    expect(none.json()).toEqual({ error: 'Lütfen bir fotoğraf seçin.' });
    expect((await other.owner.api({ method: 'POST', url: `/api/memories/${memory.id}/photos`, ...multipartForm({ filename: 'a.png', contentType: 'image/png', bytes: await makePng() }) })).statusCode).toBe(404);
    expect(listBlobStore(app)).toEqual(files);
  });
});
