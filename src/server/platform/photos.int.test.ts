import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { createTestApp } from '../testing/test-app';
import { createCouple, type Couple } from '../testing/fixtures';
import { makeJpeg, makePng, multipartForm } from '../testing/photos';
import { PHOTO_CACHE_CONTROL } from './photos-routes';
import { findPhoto } from './photos-repo';
import { readBlob } from './blobs';

const TOO_LARGE = "Fotoğraf boyutu 1MB'dan küçük olmalıdır.";
const WRONG_TYPE = 'Lütfen PNG, JPG, GIF veya WebP biçiminde bir fotoğraf seçin.';

describe('photo uploads (profile photo route)', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let c: Couple;
  let other: Couple;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-photos-'));
    app = await createTestApp({ env: { DATA_DIR: dataDir, REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const upload = (member: Couple['owner'], filename: string, contentType: string, bytes: Buffer) =>
    member.api({ method: 'POST', url: '/api/settings/profile/photo', ...multipartForm({ filename, contentType, bytes }) });

  it('stores a photo without EXIF or GPS, with a thumbnail, under DATA_DIR/uploads', async () => {
    const original = await makeJpeg({ width: 900, height: 600, gps: true });
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.exif!.includes(Buffer.from('DefterCam'))).toBe(true);

    const res = await upload(c.owner, 'tatil.jpg', 'image/jpeg', original);
    expect(res.statusCode).toBe(200);
    const photoUrl: string = res.json().me.photoUrl;
    expect(photoUrl).toMatch(/^\/api\/photos\/[0-9a-f-]{36}\/thumb$/);
    const photoId = photoUrl.split('/')[3];

    const row = (await findPhoto(app.ctx.db, c.spaceId, photoId))!;
    expect(row.contentType).toBe('image/jpeg');
    expect([row.width, row.height]).toEqual([900, 600]);
    const stored = (await readBlob(app.ctx.blobs, row.key))!;
    expect(fs.existsSync(path.join(dataDir, 'uploads', ...row.key.split('/')))).toBe(true);
    const after = await sharp(stored).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('DefterCam'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);

    const full = await c.partner.api({ url: `/api/photos/${photoId}` });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
    expect((await sharp(full.rawPayload).metadata()).exif).toBeUndefined();

    const thumb = await c.owner.api({ url: photoUrl });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe(PHOTO_CACHE_CONTROL);
    const thumbMeta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(thumbMeta.width!, thumbMeta.height!)).toBe(400);
  });

  it('serves a photo only to members of its space', async () => {
    const res = await upload(c.partner, 'ben.png', 'image/png', await makePng());
    const url: string = res.json().me.photoUrl;
    const id = url.split('/')[3];
    for (const path of [url, `/api/photos/${id}`]) {
      expect((await c.owner.api({ url: path })).statusCode).toBe(200);
      const stranger = await other.owner.api({ url: path });
      expect(stranger.statusCode).toBe(404);
      expect(stranger.json()).toEqual({ error: 'Aradığınız kayıt bulunamadı.' });
      expect((await app.inject({ url: path })).statusCode).toBe(401);
    }
    expect((await c.owner.api({ url: '/api/photos/not-a-uuid' })).statusCode).toBe(404);
    expect((await c.owner.api({ url: '/api/photos/00000000-0000-4000-8000-000000000000/thumb' })).statusCode).toBe(404);
  });

  it('applies the EXIF orientation before dropping it', async () => {
    const rotated = await makeJpeg({ width: 80, height: 40, orientation: 6 });
    const res = await upload(other.owner, 'dik.jpg', 'image/jpeg', rotated);
    expect(res.statusCode).toBe(200);
    const row = (await findPhoto(app.ctx.db, other.spaceId, res.json().me.photoUrl.split('/')[3]))!;
    expect([row.width, row.height]).toEqual([40, 80]);
    const meta = await sharp((await readBlob(app.ctx.blobs, row.key))!).metadata();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses a text file renamed .jpg', async () => {
    const res = await upload(c.owner, 'resim.jpg', 'image/jpeg', Buffer.from('bu bir fotoğraf değil, sadece metin\n'.repeat(20)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: WRONG_TYPE });
  });

  it('refuses a JPEG header over garbage', async () => {
    const res = await upload(c.owner, 'bozuk.jpg', 'image/jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]));
    expect(res.statusCode).toBe(400);
  });

  it('refuses an SVG, even named .png', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    for (const [name, type] of [['logo.svg', 'image/svg+xml'], ['logo.png', 'image/png']]) {
      const res = await upload(c.owner, name, type, svg);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: WRONG_TYPE });
    }
  });

  it('refuses other real image types (TIFF)', async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).tiff().toBuffer();
    const res = await upload(c.owner, 'scan.jpg', 'image/jpeg', tiff);
    expect(res.json()).toEqual({ error: WRONG_TYPE });
  });

  it("refuses a file over 1 MiB with the spec's message", async () => {
    const big = Buffer.concat([await makeJpeg(), Buffer.alloc(1_048_576, 1)]);
    const res = await upload(c.owner, 'buyuk.jpg', 'image/jpeg', big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: TOO_LARGE });
  });

  it('asks for a photo when the form has none', async () => {
    const res = await c.owner.api({ method: 'POST', url: '/api/settings/profile/photo', ...multipartForm(null, { a: 'b' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Lütfen bir fotoğraf seçin.' });
    const json = await c.owner.api({ method: 'POST', url: '/api/settings/profile/photo', payload: { photo: 'x' } });
    expect(json.statusCode).toBe(400);
  });

  it('a torn multipart body is a 400, not a server error', async () => {
    const form = multipartForm({ filename: 'a.png', contentType: 'image/png', bytes: await makePng() });
    const torn = form.payload.subarray(0, form.payload.length - 40);
    const res = await c.owner.api({ method: 'POST', url: '/api/settings/profile/photo', headers: form.headers, payload: torn });
    expect(res.statusCode).toBe(400);
  });

  it('replacing or removing a photo deletes the old one', async () => {
    const first = await upload(c.owner, 'a.png', 'image/png', await makePng(20, 20));
    const firstId = first.json().me.photoUrl.split('/')[3];
    const firstRow = (await findPhoto(app.ctx.db, c.spaceId, firstId))!;
    const second = await upload(c.owner, 'b.png', 'image/png', await makePng(30, 30));
    const secondId = second.json().me.photoUrl.split('/')[3];
    expect(secondId).not.toBe(firstId);
    expect(await findPhoto(app.ctx.db, c.spaceId, firstId)).toBeNull();
    expect(await readBlob(app.ctx.blobs, firstRow.key)).toBeNull();
    expect((await c.owner.api({ url: `/api/photos/${firstId}` })).statusCode).toBe(404);

    const removed = await c.owner.api({ method: 'DELETE', url: '/api/settings/profile/photo' });
    expect(removed.json().me.photoUrl).toBeNull();
    expect(await findPhoto(app.ctx.db, c.spaceId, secondId)).toBeNull();
  });
});
