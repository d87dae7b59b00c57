import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { movies, photos, quotes, spaces, users } from '../../db/schema';
import { savePhoto } from '../../platform/photos';
import { makePng } from '../../platform/photos-test-helpers';
import { transferMessages as tm } from '../../../shared/transfer';
import { importSpace } from './import';
import { readAll } from './zip-reader';
import { attackArchive, baseArchive, zipArchive, type AttackName, type Victim } from './fixtures/attacks/build';

/**
 * Issue 18: `space:import` run by the server's owner on a crafted export. Each archive is one
 * hostile change to a valid one (fixtures/attacks/build.ts); the import must refuse it with a
 * Turkish message and leave the other couple's space exactly as it was.
 */
describe('space:import refuses crafted archives', () => {
  let app: FastifyInstance;
  let victim: Couple;
  let target: Victim;
  let victimPhoto: Buffer;
  let victimPhotoId: string;

  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    victim = await createCouple(app);
    await victim.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Sadece bizim', author: 'Biz' } });
    const photo = await savePhoto(app, { spaceId: victim.spaceId, uploadedBy: victim.owner.id, bytes: await makePng(30, 20) });
    const [row] = await app.ctx.db.select().from(photos).where(eq(photos.id, photo.id));
    victimPhotoId = photo.id;
    victimPhoto = await readAll((await app.ctx.blobs.get(row.key))!.body);
    target = { spaceId: victim.spaceId, memberId: victim.owner.id, photoKey: row.key };
  });
  afterAll(() => app.close());

  const n = async (table: typeof spaces | typeof users | typeof movies | typeof quotes, where?: ReturnType<typeof eq>) =>
    (await app.ctx.db.select({ n: count() }).from(table).where(where))[0].n;

  /** The victim's space as its couple sees it, and the server's space count. */
  const victimState = async () => ({
    spaces: await n(spaces),
    members: await n(users, eq(users.spaceId, victim.spaceId)),
    movies: await n(movies, eq(movies.spaceId, victim.spaceId)),
    quotes: (await victim.owner.api({ method: 'GET', url: '/api/quotes' })).json().quotes.map((q: { text: string; addedBy: unknown }) => q.text),
    photo: (await app.ctx.blobs.get(target.photoKey)) ? await readAll((await app.ctx.blobs.get(target.photoKey))!.body) : null,
  });

  const refused = async (name: AttackName, message: string) => {
    const before = await victimState();
    expect(before.photo?.equals(victimPhoto)).toBe(true);
    const archive = await attackArchive(name, target);
    const outcome = await importSpace(app.ctx.db, app.ctx.blobs, { buffer: archive }, { maxMembers: 2 }).catch((err: Error) => err);
    // The harm first (what the other couple would see), then the refusal's words.
    const after = await victimState();
    expect(after.photo?.equals(victimPhoto), 'the victim’s photo file is untouched').toBe(true);
    expect(after).toEqual(before);
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toBe(message);
    // Nothing was written for the refused archive either.
    const stored: string[] = [];
    for await (const key of app.ctx.blobs.list('photos/')) stored.push(key);
    expect(stored.every((k) => k.startsWith(`photos/${victim.spaceId}/`)), stored.join()).toBe(true);
  };

  it('the untouched base archive imports, so each refusal below is the attack’s own', async () => {
    const app2 = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    try {
      const result = await importSpace(app2.ctx.db, app2.ctx.blobs, { buffer: await zipArchive(await baseArchive()) }, { maxMembers: 2 });
      expect(result.counts).toMatchObject({ members: 2, photos: 1, quotes: 1, movies: 1 });
    } finally {
      await app2.close();
    }
  });

  it('a member put into another couple’s space', () => refused('member-into-other-space', tm.foreignSpace('members')));
  it('a movie injected into another couple’s space', () => refused('movie-into-other-space', tm.foreignSpace('movies')));
  it('a photo written over another couple’s photo file', () => refused('overwrite-other-photo', tm.photoKey));
  it('a photo row with content type text/html', () => refused('html-photo', tm.invalidRow('photos', 1)));
  it('a photo whose bytes are not an image', () => refused('photo-not-an-image', tm.photoBytes));
  it('a reference to a member outside the archive', () => refused('reference-outside', tm.danglingReference('quotes')));
  it('more members than a space takes', () => refused('too-many-members', tm.tooManyMembers(2)));
  it('a failing import does not delete another couple’s files', () => refused('failure-deletes-other-files', tm.invalidRow('movies', 1)));

  it('a late failure (after the photos are written) removes only this import’s own files', async () => {
    const parts = await baseArchive();
    // Valid row by row, refused by the database: the same member's two songs on one day.
    const song = { spaceId: parts.data.settings[0].id, addedBy: parts.data.members[0].id, date: '2025-01-01', videoId: 'dQw4w9WgXcQ', title: 'Şarkı', artist: '', cover: null, createdAt: '2025-01-01T10:00:00.000Z' };
    parts.data.music.push({ id: crypto.randomUUID(), ...song }, { id: crypto.randomUUID(), ...song });
    const before = await victimState();
    await expect(importSpace(app.ctx.db, app.ctx.blobs, { buffer: await zipArchive(parts) }, { maxMembers: 2 })).rejects.toThrow(tm.damaged);
    expect(await victimState()).toEqual(before);
    const stored: string[] = [];
    for await (const key of app.ctx.blobs.list('photos/')) stored.push(key);
    expect(stored.every((k) => k.startsWith(`photos/${victim.spaceId}/`)), stored.join()).toBe(true);
  });

  it('e-mails are stored lowercase', async () => {
    const parts = await baseArchive();
    parts.data.members[0].email = 'BUYUK.Harf@Example.COM';
    const result = await importSpace(app.ctx.db, app.ctx.blobs, { buffer: await zipArchive(parts) }, { maxMembers: 2 });
    expect(result.members).toContain('buyuk.harf@example.com');
    const [row] = await app.ctx.db.select().from(users).where(eq(users.email, 'buyuk.harf@example.com'));
    expect(row.spaceId).toBe(result.spaceId);
    // The imported photo lives in the new space's own folder, under a key the server made.
    const [photo] = await app.ctx.db.select().from(photos).where(eq(photos.spaceId, result.spaceId));
    expect(photo.key).toBe(`photos/${result.spaceId}/${photo.id}.png`);
    expect(await app.ctx.blobs.get(photo.key)).not.toBeNull();
  });

  it('GET /api/photos/:id answers only with an image type, whatever the row says', async () => {
    await app.ctx.db.update(photos).set({ contentType: 'text/html' }).where(eq(photos.id, victimPhotoId));
    try {
      const res = await victim.owner.api({ method: 'GET', url: `/api/photos/${victimPhotoId}` });
      expect(res.headers['content-type']).toMatch(/^image\//);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      await app.ctx.db.update(photos).set({ contentType: 'image/png' }).where(eq(photos.id, victimPhotoId));
    }
  });
});
