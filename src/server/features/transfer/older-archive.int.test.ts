import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { normaliseExport, readZipEntries } from '../../testing/transfer';
import { users } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { TRANSFER_KINDS } from '../../../shared/transfer';
import { importSpace, type ImportResult } from './import';

/**
 * Archives that older versions really gave their couples ('Dışa aktar'), kept as they were
 * (src/server/testing/fixtures/archives, made by scripts/make-archive-fixture.ts on that version's
 * commit). Today's server must import each with every row and photo intact, and give every kind
 * born since (any feature's new export kind, with no list to add it to) as empty.
 */
const folder = path.resolve(import.meta.dirname, '../../testing/fixtures/archives');
const archives = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.zip'))
  .sort();
const now = new Date('2026-11-26T12:00:00Z');

type Row = Record<string, unknown>;
const rowsOf = (json: Record<string, string>, kind: string) => JSON.parse(json[`data/${kind}.json`] ?? '[]') as Row[];

it('keeps an archive of 0.1.0, the first version, and of 0.2.0', () => {
  expect(archives.some((name) => name.startsWith('0.1.0-'))).toBe(true);
  expect(archives.some((name) => name.startsWith('0.2.0-'))).toBe(true);
});

/**
 * Fields of an export kind that a migration dropped: the game's `cycle` (db/retired-columns.ts), and
 * each item's one `rating`, which became its adder's own rating (İkimiz, kind 'ratings').
 */
const RETIRED_FIELDS: Record<string, string[]> = { 'game-days': ['cycle'], movies: ['rating'], series: ['rating'], books: ['rating'], places: ['rating'] };
const withoutRetired = (kind: string, row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([field]) => !(RETIRED_FIELDS[kind] ?? []).includes(field)));

describe.each(archives)('an archive made by %s', (name) => {
  let app: FastifyInstance;
  let before: ReturnType<typeof normaliseExport>;
  let after: ReturnType<typeof normaliseExport>;
  let result: ImportResult;
  let archiveKinds: string[];
  let liftedRatings: Row[];

  beforeAll(async () => {
    const archive = fs.readFileSync(path.join(folder, name));
    before = normaliseExport(await readZipEntries(archive));
    archiveKinds = Object.keys(before.manifest.counts as Record<string, number>).filter((k) => k !== 'photoFiles');
    app = await createTestApp({
      now: () => now,
      env: { REMINDER_INTERVAL_MINUTES: '0' },
    });
    result = await importSpace(app.ctx.db, app.ctx.blobs, { buffer: archive }, { maxMembers: 2 });
    // Exported again by today's server, through the route a member uses.
    // By the member who made it (demo1, the first), so that their own private wishes are theirs to export.
    const [member] = await app.ctx.db.select().from(users).where(eq(users.spaceId, result.spaceId)).orderBy(users.createdAt).limit(1);
    const { token } = await createSession(app.ctx.db, member.id, now, 1);
    const res = await app.inject({
      method: 'GET',
      url: '/api/transfer/export',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    });
    expect(res.statusCode).toBe(200);
    const exported = await readZipEntries(res.rawPayload);
    // An archive from before İkimiz (no 'ratings' kind): the ratings lifted from its items have ids
    // of their own, taken apart before the ids are numbered so every other row's ids line up with
    // the old archive's. An archive made since holds its ratings as rows, compared like any kind.
    liftedRatings = archiveKinds.includes('ratings') ? [] : (JSON.parse(exported.get('data/ratings.json')!.toString('utf8')) as Row[]);
    if (!archiveKinds.includes('ratings')) exported.delete('data/ratings.json');
    after = normaliseExport(exported);
  });
  afterAll(() => app?.close());

  it('imports as a new space with its name, its two members and every row of every kind it holds', () => {
    expect(result.spaceName).toBe(before.manifest.spaceName);
    expect(result.members).toHaveLength(2);
    for (const kind of archiveKinds) {
      const old = rowsOf(before.json, kind);
      const today = rowsOf(after.json, kind);
      expect(today, kind).toHaveLength(old.length);
      // Every value the old version wrote is there (ids aside, by their order); columns added
      // since may stand beside them, and the fields a migration dropped since are gone.
      old.forEach((row, i) => expect(today[i], `${kind}[${i}]`).toMatchObject(withoutRetired(kind, row)));
    }
    expect(after.manifest.counts).toMatchObject(before.manifest.counts as Record<string, number>);
  });

  it('every kind born after the archive is there, empty', () => {
    const later = TRANSFER_KINDS.filter((kind) => !archiveKinds.includes(kind));
    if (name.startsWith('0.1.0-0002_')) expect(later).toContain('notification-preferences');
    for (const kind of later.filter((k) => k !== 'ratings')) expect(rowsOf(after.json, kind), kind).toEqual([]);
  });

  it("each item's one rating became its adder's own rating (İkimiz), and no other", async () => {
    // Made since İkimiz: no item has one rating left to lift (its ratings rows are the first test's).
    if (archiveKinds.includes('ratings')) return expect(liftedRatings).toEqual([]);
    const rated = (['movies', 'series', 'books', 'places'] as const)
      .flatMap((kind) => rowsOf(before.json, kind))
      .filter((r) => r.rating != null && r.addedBy != null);
    expect(rated.length).toBeGreaterThan(0);
    expect(liftedRatings.map((r) => r.rating).sort()).toEqual(rated.map((r) => r.rating).sort());
    const members = new Set((await app.ctx.db.select().from(users).where(eq(users.spaceId, result.spaceId))).map((m) => m.id));
    expect(liftedRatings.every((r) => members.has(String(r.memberId)) && r.note === '')).toBe(true);
  });

  it('every photo comes through byte for byte, under the new space’s keys', () => {
    expect(Object.keys(before.photos).length).toBeGreaterThan(0);
    expect(Object.keys(after.photos).sort()).toEqual(Object.keys(before.photos).sort());
    for (const [file, bytes] of Object.entries(before.photos)) expect(after.photos[file].equals(bytes), file).toBe(true);
  });

  it('the imported members read their space through the app', async () => {
    const members = await app.ctx.db.select().from(users).where(eq(users.spaceId, result.spaceId));
    const { token } = await createSession(app.ctx.db, members[0].id, now, 1);
    const cookie = `${SESSION_COOKIE}=${token}`;
    const movies = await app.inject({
      method: 'GET',
      url: '/api/movies',
      headers: { cookie },
    });
    expect(movies.statusCode).toBe(200);
    expect(
      movies
        .json()
        .items.map((m: { title: string }) => m.title)
        .sort(),
    ).toEqual(
      rowsOf(before.json, 'movies')
        .map((m) => m.title)
        .sort(),
    );
    const memories = await app.inject({
      method: 'GET',
      url: '/api/memories',
      headers: { cookie },
    });
    expect(memories.json().memories).toHaveLength(rowsOf(before.json, 'memories').length);
  });
});
