import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { createCouple } from '../../testing/fixtures';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { MemoryBlobStore } from '../../platform/blobs';
import { photos, spaces, users } from '../../db/schema';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { verifyPassword } from '../../platform/passwords';
import { TRANSFER_KINDS, transferMessages as tm } from '../../../shared/transfer';
import { exportSpace } from './export';
import { importSpace } from './import';
import { readAll } from './zip-reader';
import { addSpacePhotos, makeZip, normaliseExport, readZipEntries } from '../../testing/transfer';
import { multipartForm } from '../../testing/photos';

/** The version the manifest must name: package.json's, read here on its own. */
const PACKAGE_VERSION = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
import { goodreadsLibrary } from './list-import/fixtures';

const now = new Date('2025-06-01T10:00:00Z');

describe('space export and import', () => {
  let source: FastifyInstance;
  let target: FastifyInstance;
  let archive: Buffer;
  let demoSpaceId: string;

  beforeAll(async () => {
    source = await createTestApp({ now: () => now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    target = await createTestApp({ now: () => now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    const demo = await seedDemo(source.ctx.db, { now });
    demoSpaceId = demo.space.id;
    await addSpacePhotos(source, demo.space.id, demo.members.map((m) => m.id));
    const { token } = await createSession(source.ctx.db, demo.members[0].id, now, 1);
    // Books from Goodreads carry an ISBN (a column no form writes): it must travel too.
    const goodreads = multipartForm({ field: 'file', filename: 'goodreads_library_export.csv', contentType: 'text/csv', bytes: Buffer.from(goodreadsLibrary) });
    const imported = await source.inject({ method: 'POST', url: '/api/transfer/list-import/apply', ...goodreads, headers: { ...goodreads.headers, cookie: `${SESSION_COOKIE}=${token}` } });
    expect(imported.json().result.added).toBeGreaterThan(0);
    const res = await source.inject({ method: 'GET', url: '/api/transfer/export', headers: { cookie: `${SESSION_COOKIE}=${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="defterimiz-2025-06-01.zip"');
    archive = res.rawPayload;
  });
  afterAll(async () => {
    await source.close();
    await target.close();
  });

  const rowCount = async (app: FastifyInstance, table: typeof spaces | typeof photos) =>
    (await app.ctx.db.select({ n: count() }).from(table))[0].n;

  it('writes a manifest, one JSON per kind without password hashes, and every photo', async () => {
    const files = await readZipEntries(archive);
    const manifest = JSON.parse(files.get('manifest.json')!.toString());
    expect(manifest).toMatchObject({ app: 'defterimiz', formatVersion: 1, appVersion: PACKAGE_VERSION, spaceName: expect.any(String) });
    expect(manifest.schemaVersion).toMatch(/^\d{4}_/);
    for (const kind of TRANSFER_KINDS) {
      expect(JSON.parse(files.get(`data/${kind}.json`)!.toString())).toHaveLength(manifest.counts[kind]);
    }
    // Every kind of record is in the archive: every feature's demo seed, nothing left empty.
    for (const kind of TRANSFER_KINDS) expect(manifest.counts[kind], kind).toBeGreaterThan(0);
    const rows = (kind: string) => JSON.parse(files.get(`data/${kind}.json`)!.toString()) as Record<string, unknown>[];
    expect(files.get('data/members.json')!.toString()).not.toMatch(/passwordHash|argon2/);
    // Photos everywhere they can be: both profiles, a memory (two), a place, each capsule (two).
    expect(rows('members').every((m) => typeof m.photoId === 'string')).toBe(true);
    expect(rows('places').some((p) => typeof p.photoId === 'string')).toBe(true);
    expect(rows('memory-photos')).toHaveLength(2);
    expect(rows('memory-likes').length).toBeGreaterThan(0);
    expect(rows('memory-comments').length).toBeGreaterThan(0);
    expect(rows('books').some((b) => b.isbn === '9780451524935')).toBe(true);
    // The member's download: the capsule still sealed on the export's day stays behind with its
    // photo (decision 027), and the manifest says so; the opened one travels whole.
    expect(manifest.heldBack).toEqual({ photos: 1, capsules: 1, 'capsule-photos': 1 });
    expect(rows('capsules').map((c) => c.title)).toEqual(['Bir yıl sonraki bize']);
    expect(files.get('data/capsules.json')!.toString()).not.toContain('Açılış gününe kadar sır');
    expect(manifest.counts.photos).toBe(6);
    expect([...files.keys()].filter((n) => n.startsWith('photos/'))).toHaveLength(12);
    // The stored bytes themselves, not a re-encoding.
    for (const [name, bytes] of files) {
      if (name.startsWith('photos/')) expect((await readAll((await source.ctx.blobs.get(name))!.body)).equals(bytes), name).toBe(true);
    }
  });

  it('round trip: import into an empty server, export again: same JSON ids aside, byte-identical photos', async () => {
    const result = await importSpace(target.ctx.db, target.ctx.blobs, { buffer: archive }, { maxMembers: 2 });
    expect(result.spaceId).not.toBe(demoSpaceId);
    const again = await readAll(await exportSpace(target.ctx.db, target.ctx.blobs, result.spaceId, new Date('2030-01-01T00:00:00Z')));
    const first = normaliseExport(await readZipEntries(archive));
    const second = normaliseExport(await readZipEntries(again));
    // Nothing was sealed in the imported space: its export holds nothing back.
    expect(second.manifest).toEqual({ ...first.manifest, heldBack: {} });
    expect(Object.keys(second.json)).toEqual(Object.keys(first.json));
    for (const name of Object.keys(first.json)) expect(second.json[name], name).toBe(first.json[name]);
    expect(Object.keys(first.photos)).toHaveLength(12);
    expect(Object.keys(second.photos).sort()).toEqual(Object.keys(first.photos).sort());
    for (const [name, bytes] of Object.entries(first.photos)) expect(second.photos[name].equals(bytes), name).toBe(true);
    // Imported members cannot sign in until they get a password; their old hash never travelled.
    const imported = await target.ctx.db.select().from(users).where(eq(users.spaceId, result.spaceId));
    expect(imported).toHaveLength(2);
    for (const member of imported) {
      expect(member.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(member.passwordHash, DEMO_PASSWORD)).toBe(false);
    }
  });

  it('imports as a new space beside another couple, who keep their data', async () => {
    const app = await createTestApp({ now: () => now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    try {
      const couple = await createCouple(app);
      await couple.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Bizim', author: 'Biz' } });
      const result = await importSpace(app.ctx.db, app.ctx.blobs, { buffer: archive }, { maxMembers: 2 });
      expect(result.spaceId).not.toBe(couple.spaceId);
      const mine = await couple.owner.api({ method: 'GET', url: '/api/quotes' });
      expect(mine.json().quotes.map((q: { text: string }) => q.text)).toEqual(['Bizim']);
    } finally {
      await app.close();
    }
  });

  it('a photo whose bytes are already gone does not stop the export; the import keeps its row', async () => {
    const [photo] = await source.ctx.db.select().from(photos).where(eq(photos.spaceId, demoSpaceId)).limit(1);
    const thumb = (await source.ctx.blobs.get(photo.thumbKey))!;
    const kept = await readAll(thumb.body);
    await source.ctx.blobs.delete(photo.thumbKey);
    try {
      const zip = await readAll(await exportSpace(source.ctx.db, source.ctx.blobs, demoSpaceId, now));
      const files = await readZipEntries(zip);
      const manifest = JSON.parse(files.get('manifest.json')!.toString());
      expect(manifest.missingPhotoFiles).toEqual([photo.thumbKey]);
      expect(manifest.counts.photoFiles).toBe(13);
      const app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
      try {
        const result = await importSpace(app.ctx.db, app.ctx.blobs, { buffer: zip }, { maxMembers: 2 });
        const rows = await app.ctx.db.select().from(photos).where(eq(photos.spaceId, result.spaceId));
        expect(rows).toHaveLength(7);
      } finally {
        await app.close();
      }
    } finally {
      await source.ctx.blobs.put(photo.thumbKey, kept, 'image/webp');
    }
  });

  it('refuses an archive whose members already have accounts here, changing nothing', async () => {
    const before = [await rowCount(source, spaces), await rowCount(source, photos)];
    await expect(importSpace(source.ctx.db, source.ctx.blobs, { buffer: archive }, { maxMembers: 2 })).rejects.toThrow(/zaten kullanılıyor/);
    expect([await rowCount(source, spaces), await rowCount(source, photos)]).toEqual(before);
  });

  describe('refusals change nothing', () => {
    let app: FastifyInstance;
    let blobs: MemoryBlobStore;
    beforeAll(async () => {
      app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
      blobs = new MemoryBlobStore();
    });
    afterAll(() => app.close());

    const refused = async (buffer: Buffer, message: string) => {
      await expect(importSpace(app.ctx.db, blobs, { buffer }, { maxMembers: 2 })).rejects.toThrow(message);
      expect(await rowCount(app, spaces)).toBe(0);
      expect(await rowCount(app, photos)).toBe(0);
      expect(blobs.blobs.size).toBe(0);
    };
    const rebuilt = async (change: (files: Map<string, Buffer>) => void) => {
      const files = await readZipEntries(archive);
      change(files);
      return makeZip(files);
    };

    it('a damaged (cut) archive', async () => {
      await refused(archive.subarray(0, Math.floor(archive.length / 2)), tm.damaged);
      await refused(Buffer.from('bu bir zip değil'), tm.damaged);
    });

    it('a foreign ZIP', async () => {
      await refused(await makeZip([['notlar.txt', Buffer.from('merhaba')]]), tm.foreign);
      await refused(await makeZip([['manifest.json', Buffer.from('{"app":"baska"}')]]), tm.foreign);
    });

    it('a newer format version', async () => {
      const newer = await rebuilt((files) => {
        const manifest = JSON.parse(files.get('manifest.json')!.toString());
        files.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, formatVersion: 2 })));
      });
      await refused(newer, tm.newer);
    });

    it('a path that escapes the folder (zip-slip)', async () => {
      // yazl refuses to write such a name, so a same-length placeholder is patched in the bytes.
      const zip = await rebuilt((files) => files.set('zz/zz/evil.txt', Buffer.from('kötü')));
      const slipped = Buffer.from(zip.toString('latin1').replaceAll('zz/zz/evil.txt', '../../evil.txt'), 'latin1');
      await refused(slipped, tm.unsafePath);
    });

    it('rows that fail halfway: the transaction rolls back and the photos written are removed', async () => {
      const broken = await rebuilt((files) => {
        // Valid row by row, refused by the database (one song per member and day): fails after the photos are written.
        const music = JSON.parse(files.get('data/music.json')!.toString());
        music.push({ ...music[0], id: '00000000-0000-4000-8000-000000000001' });
        files.set('data/music.json', Buffer.from(JSON.stringify(music)));
        const manifest = JSON.parse(files.get('manifest.json')!.toString());
        manifest.counts.music += 1;
        files.set('manifest.json', Buffer.from(JSON.stringify(manifest)));
      });
      await refused(broken, tm.damaged);
    });

    it('a row its kind’s schema refuses, before anything is written', async () => {
      const invalid = await rebuilt((files) => {
        const movies = JSON.parse(files.get('data/movies.json')!.toString());
        movies.at(-1).title = null;
        files.set('data/movies.json', Buffer.from(JSON.stringify(movies)));
      });
      const movieCount = JSON.parse((await readZipEntries(archive)).get('manifest.json')!.toString()).counts.movies;
      await refused(invalid, tm.invalidRow('movies', movieCount));
    });

    it('a photo the rows name but the archive lacks', async () => {
      const missing = await rebuilt((files) => {
        const name = [...files.keys()].find((n) => n.startsWith('photos/'))!;
        files.delete(name);
      });
      await refused(missing, tm.damaged);
    });
  });
});
