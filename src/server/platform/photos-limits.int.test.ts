import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { useCoupleApp } from '../testing/couple-app';
import { settingsExtraMessages as sx } from '../../shared/settings';
import { makeGifBomb, makePng, multipartForm } from '../testing/photos';
import { findPhoto } from './photos-repo';
import { photoPool } from './photo-pool';
import { readAll } from '../features/transfer/zip-reader';

/**
 * Issue 18: the photo pipeline's CPU. An animated GIF is reduced to its first frame (a few KB
 * that paint a large canvas many times took seconds), and photo work is bounded across the
 * server: when every slot is busy and the space's own short queue is full, the upload gets a 503
 * with Retry-After (photo-pool.test.ts: the queue is per space, issue 33).
 */
describe('photo pipeline limits', () => {
  const t = useCoupleApp({ env: { REMINDER_INTERVAL_MINUTES: '0', PHOTO_CONCURRENCY: '1', PHOTO_QUEUE_PER_SPACE: '1' } });

  const upload = (bytes: Buffer, filename = 'foto.gif', contentType = 'image/gif') =>
    t.c.owner.api({ method: 'POST', url: '/api/settings/profile/photo', ...multipartForm({ filename, contentType, bytes }) });

  it('an animated GIF is stored as its first frame only', async () => {
    const gif = makeGifBomb(600, 600, 20);
    expect(gif.length).toBeLessThan(2048);
    const res = await upload(gif);
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().me.photoUrl.split('/')[3];
    const row = (await findPhoto(t.app.ctx.db, t.c.spaceId, id))!;
    const stored = await readAll((await t.app.ctx.blobs.get(row.key))!.body);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('gif');
    expect(meta.pages ?? 1).toBe(1);
    expect([row.width, row.height]).toEqual([600, 600]);
  });

  it('a GIF whose frames together exceed the pixel budget is refused', async () => {
    const res = await upload(makeGifBomb(2000, 2000, 13));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: sx.photoUnreadable });
  });

  it("when every photo slot is busy and the space's own queue is full: 503 with Retry-After and a Turkish message; then it works again", async () => {
    const pool = photoPool(t.app);
    let release!: () => void;
    const held = pool.run(t.c.spaceId, () => new Promise<void>((resolve) => (release = resolve)));
    const queued = pool.run(t.c.spaceId, async () => {});
    try {
      const busy = await upload(await makePng(40, 40), 'foto.png', 'image/png');
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toMatch(/^\d+$/);
      expect(busy.json()).toEqual({ error: sx.photoBusy });
    } finally {
      release();
      await Promise.all([held, queued]);
    }
    const ok = await upload(await makePng(40, 40), 'foto.png', 'image/png');
    expect(ok.statusCode, ok.body).toBe(200);
  });
});
