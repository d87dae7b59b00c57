import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { createTestApp, as } from '../../../testing/test-app';
import { createCouple, type Couple } from '../../../testing/fixtures';
import { makeJpeg, multipartForm } from '../../../testing/photos';
import { makeZip, readZipEntries } from '../../../testing/transfer';
import { backupDepsOf, backupPath } from '../../../testing/backup';
import { createSession, SESSION_COOKIE } from '../../../platform/auth/sessions';
import { places, spaces, trips, users } from '../../../db/schema';
import { transferMessages as tm } from '../../../../shared/transfer';
import type { Place } from '../../../../shared/places';
import type { TripDetail, TripSummary } from '../../../../shared/trips';
import { exportSpace } from '../../transfer/export';
import { importSpace } from '../../transfer/import';
import { readAll } from '../../transfer/zip-reader';
import { takeBackup } from '../../backup/take';
import { restoreBackup } from '../../backup/restore';

const now = new Date('2025-06-01T10:00:00Z');
const env = { REMINDER_INTERVAL_MINUTES: '0', BACKUP_SCHEDULE: 'off' };

/** Issue 37: wishes, trips and their places travel with an export, an import, a backup and a restore. */
describe('wishes and trips in export, import, backup and restore', () => {
  let source: FastifyInstance;
  let c: Couple;
  let archive: Buffer;
  let trip: TripSummary;
  let coverBytes: Buffer;

  beforeAll(async () => {
    source = await createTestApp({ now: () => now, env });
    c = await createCouple(source);
    const wish: Place = (await c.partner.api({ method: 'POST', url: '/api/places', payload: { name: 'Göreme', lat: 38.64, lng: 34.83, status: 'wish', reason: 'Balonlar' } })).json().place;
    await c.owner.api({ method: 'POST', url: '/api/places', payload: { name: 'Ürgüp', lat: 38.63, lng: 34.91, visitDate: '2025-05-02' } });
    trip = (await c.owner.api({ method: 'POST', url: '/api/trips', payload: { name: 'Kapadokya', startDate: '2025-05-01', endDate: '2025-05-04', placeIds: [wish.id] } })).json().trip;
    const cover = await c.owner.api({ method: 'POST', url: `/api/trips/${trip.id}/cover`, ...multipartForm({ filename: 'k.jpg', contentType: 'image/jpeg', bytes: await makeJpeg() }) });
    coverBytes = (await c.owner.api({ url: cover.json().trip.cover.url })).rawPayload;
    archive = await readAll(await exportSpace(source.ctx.db, source.ctx.blobs, c.spaceId, now));
  });
  afterAll(() => source?.close());

  /** A signed-in member of a space in `app` (an imported member has no password yet: a session is made for them). */
  async function memberOf(app: FastifyInstance, spaceId: string) {
    const [user] = await app.ctx.db.select({ id: users.id }).from(users).where(eq(users.spaceId, spaceId)).limit(1);
    const { token } = await createSession(app.ctx.db, user.id, now, 1);
    return as(app, `${SESSION_COOKIE}=${token}`);
  }

  async function expectTheTrip(api: ReturnType<typeof as>, tripId?: string) {
    const [found]: TripSummary[] = (await api({ url: '/api/trips' })).json().trips;
    if (tripId) expect(found.id).toBe(tripId);
    expect(found).toMatchObject({ name: 'Kapadokya', startDate: '2025-05-01', endDate: '2025-05-04', placeCount: 1 });
    expect((await api({ url: found.cover!.url })).rawPayload.equals(coverBytes)).toBe(true);
    const d: TripDetail = (await api({ url: `/api/trips/${found.id}` })).json();
    expect(d.places.map((p) => [p.name, p.status, p.visitDate, p.reason])).toEqual([['Göreme', 'wish', null, 'Balonlar']]);
    expect(d.route.map((s) => s.name)).toEqual(['Ürgüp']);
  }

  it('an export holds the trips, their places and the wishes; an import brings them back under new ids', async () => {
    const files = await readZipEntries(archive);
    const rows = (kind: string) => JSON.parse(files.get(`data/${kind}.json`)!.toString()) as Record<string, unknown>[];
    expect(rows('trips')).toEqual([expect.objectContaining({ id: trip.id, name: 'Kapadokya', coverPhotoId: expect.any(String) })]);
    expect(rows('trip-places')).toEqual([expect.objectContaining({ tripId: trip.id, addedBy: c.owner.id })]);
    expect(rows('places').find((p) => p.name === 'Göreme')).toMatchObject({ visitDate: null, reason: 'Balonlar' });

    const target = await createTestApp({ now: () => now, env });
    try {
      const { spaceId } = await importSpace(target.ctx.db, target.ctx.blobs, { buffer: archive }, { maxMembers: 2 });
      const api = await memberOf(target, spaceId);
      await expectTheTrip(api);
      expect((await api({ url: '/api/trips' })).json().trips[0].id).not.toBe(trip.id);
    } finally {
      await target.close();
    }
  });

  it("an archive made before trips imports: no trips, and its places are 'Gittik'", async () => {
    const files = await readZipEntries(archive);
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    // What an older version wrote: no trip files, no 'Neden?', and every place with its date.
    files.delete('data/trips.json');
    files.delete('data/trip-places.json');
    delete manifest.counts.trips;
    delete manifest.counts['trip-places'];
    const coverId = JSON.parse((await readZipEntries(archive)).get('data/trips.json')!.toString())[0].coverPhotoId;
    const photos = JSON.parse(files.get('data/photos.json')!.toString()).filter((p: { id: string; key: string; thumbKey: string }) => {
      if (p.id !== coverId) return true;
      files.delete(p.key);
      files.delete(p.thumbKey);
      return false;
    });
    files.set('data/photos.json', Buffer.from(JSON.stringify(photos)));
    manifest.counts.photos -= 1;
    manifest.counts.photoFiles -= 2;
    const places = JSON.parse(files.get('data/places.json')!.toString())
      .filter((p: { visitDate: string | null }) => p.visitDate !== null)
      .map(({ reason: _reason, ...p }: Record<string, unknown>) => p);
    files.set('data/places.json', Buffer.from(JSON.stringify(places)));
    manifest.counts.places = places.length;
    files.set('manifest.json', Buffer.from(JSON.stringify(manifest)));

    const target = await createTestApp({ now: () => now, env });
    try {
      const { spaceId } = await importSpace(target.ctx.db, target.ctx.blobs, { buffer: await makeZip(files) }, { maxMembers: 2 });
      const api = await memberOf(target, spaceId);
      expect((await api({ url: '/api/trips' })).json().trips).toEqual([]);
      const imported: Place[] = (await api({ url: '/api/places' })).json().places;
      expect(imported.map((p) => [p.name, p.status, p.visitDate, p.reason])).toEqual([['Ürgüp', 'visited', '2025-05-02', '']]);
    } finally {
      await target.close();
    }
  });

  it('refuses, changing nothing, a trip of 61 days or a link to a place the archive lacks', async () => {
    const target = await createTestApp({ now: () => now, env });
    try {
      const changed = async (change: (files: Map<string, Buffer>) => void) => {
        const files = await readZipEntries(archive);
        change(files);
        return makeZip(files);
      };
      const edit = (files: Map<string, Buffer>, kind: string, fn: (rows: Record<string, unknown>[]) => void) => {
        const rows = JSON.parse(files.get(`data/${kind}.json`)!.toString());
        fn(rows);
        files.set(`data/${kind}.json`, Buffer.from(JSON.stringify(rows)));
      };
      const tooLong = await changed((f) => edit(f, 'trips', (rows) => (rows[0].endDate = '2025-06-30')));
      await expect(importSpace(target.ctx.db, target.ctx.blobs, { buffer: tooLong }, { maxMembers: 2 })).rejects.toThrow(tm.invalidRow('trips', 1));
      const dangling = await changed((f) => edit(f, 'trip-places', (rows) => (rows[0].placeId = '00000000-0000-4000-8000-000000000001')));
      await expect(importSpace(target.ctx.db, target.ctx.blobs, { buffer: dangling }, { maxMembers: 2 })).rejects.toThrow(tm.danglingReference('trip-places'));
      for (const table of [spaces, trips, places]) expect((await target.ctx.db.select({ n: count() }).from(table))[0].n).toBe(0);
    } finally {
      await target.close();
    }
  });

  it('a backup restores them with their ids, cover and links', async () => {
    const summary = await takeBackup(backupDepsOf(source), 'manual');
    const target = await createTestApp({ now: () => now, env });
    try {
      await restoreBackup(backupDepsOf(target), backupPath(backupDepsOf(source), summary.name), { replace: false, maxMembers: 2 });
      await expectTheTrip(await memberOf(target, c.spaceId), trip.id);
    } finally {
      await target.close();
    }
  });
});
