import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gt, sql } from 'drizzle-orm';
import { capsules, users } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { expectUsageCounted } from '../../testing/space-usage';
import { backupDepsOf, backupPath } from '../../testing/backup';
import { normaliseExport, readZipEntries } from '../../testing/transfer';
import { createTestApp } from '../../testing/test-app';
import { tableCounts } from '../../testing/upgrade-fixtures';
import { expectReadsAsRecorded, fixturesWithReads, openUpgraded, read, recordedReads, signedIn, type UpgradedFixture } from '../../testing/upgrade-reads';
import { exportSpace } from '../transfer/export';
import { importSpace } from '../transfer/import';
import { readAll } from '../transfer/zip-reader';
import { restoreBackup } from './restore';
import { takeBackup } from './take';
import { LEFT_OUT_OF_BACKUP } from './tables';

/**
 * A couple's data as a released version left it (the upgrade fixtures with `api.json`: what each
 * member read through that version's API before it stopped) reads back through today's server as
 * it was, for both members, and goes through a backup and an export whole. The generic
 * upgrade.int.test.ts counts rows; this reads them as a person does.
 */
it('the newest fixtures recorded their reads', () => {
  expect(fixturesWithReads.length).toBeGreaterThan(0);
});

type Json = Record<string, unknown>;
type Item = { id: string; title?: string; name?: string; status?: string; matched?: boolean; ratings: { memberId: string; rating: number; note: string }[] };
const counts = async (app: UpgradedFixture['app']) =>
  tableCounts(async (q) => ({ rows: ((await app.ctx.db.execute(sql.raw(q))) as unknown as { rows: unknown[] }).rows }));

describe.each(fixturesWithReads)('%s, opened by today’s server', (fixture) => {
  const record = recordedReads(fixture);
  const now = new Date(record.recordedAt);
  const [ownerEmail, partnerEmail] = Object.keys(record.reads);
  let upgraded: UpgradedFixture;
  let spaceId: string;

  beforeAll(async () => {
    upgraded = await openUpgraded(fixture, now);
    [{ spaceId }] = await upgraded.app.ctx.db.select({ spaceId: users.spaceId }).from(users).limit(1);
  }, 120_000);
  afterAll(() => upgraded?.close());

  it('every read of both members answers as that version answered it', async () => {
    await expectReadsAsRecorded(upgraded.app, record);
  });

  it('this round’s features read back: both ratings and notes, a match, trips, answers, capsules, English, devices, game, usage', async () => {
    const { app } = upgraded;
    const [owner, partner] = [await signedIn(app, ownerEmail), await signedIn(app, partnerEmail)];
    const get = async (cookie: string, url: string) => (await read(app, cookie, url)).json();
    const me = async (cookie: string) => (await get(cookie, '/session')).me as { id: string; language: string };
    const [ownerMe, partnerMe] = [await me(owner), await me(partner)];
    expect([ownerMe.language, partnerMe.language]).toEqual(['tr', 'en']);

    // İkimiz: an item rated by both with a note, a match both wished.
    const movies = (await get(partner, '/movies')).items as Item[];
    expect(movies.some((m) => new Set(m.ratings.map((r) => r.memberId)).size === 2 && m.ratings.some((r) => r.note !== ''))).toBe(true);
    const matched = movies.find((m) => m.matched)!;
    for (const cookie of [owner, partner]) expect(((await get(cookie, '/wishes')).wishes as { movies: string[] }).movies).toContain(matched.id);

    // Places to go ('Gideceğiz') and gone to ('Gittik'), and trips with their places.
    const places = (await get(owner, '/places')).places as Item[];
    expect(new Set(places.map((p) => p.status))).toEqual(new Set(['wish', 'visited']));
    const trips = (await get(owner, '/trips')).trips as { id: string; phase: string; placeCount: number }[];
    expect(trips.map((t) => t.phase).sort()).toEqual(['past', 'upcoming']);
    expect(trips.some((t) => t.placeCount > 0)).toBe(true);

    // Günün Sorusu: days both answered, each seeing the other's answer.
    const history = (await get(partner, '/daily-question/history')).items as { allAnswered: boolean; mine: unknown; others: { answer: unknown }[] }[];
    expect(history.some((d) => d.allAnswered && d.mine && d.others.every((o) => o.answer))).toBe(true);

    // Push devices (two and one), and the game's practice day beside the counted ones.
    expect(((await get(owner, '/push/devices')).devices as unknown[]).length).toBe(2);
    expect(((await get(partner, '/push/devices')).devices as unknown[]).length).toBe(1);
    const days = (await get(owner, '/movie-game/days')).days as { status: string; practice: boolean }[];
    expect(days.some((d) => d.practice)).toBe(true);
    expect(days.some((d) => !d.practice && d.status === 'won')).toBe(true);

    await expectUsageCounted(app.ctx.db);
  });

  it('the sealed capsule is still sealed: its letter never reaches the partner, and the opened one keeps its comment', async () => {
    const { app } = upgraded;
    const today = (await read(app, await signedIn(app, ownerEmail), '/capsules')).json().today as string;
    const [sealed] = await app.ctx.db
      .select({ id: capsules.id, body: capsules.body, addedBy: capsules.addedBy })
      .from(capsules)
      .where(and(eq(capsules.spaceId, spaceId), gt(capsules.openDate, today)));
    expect(sealed.body.length).toBeGreaterThan(0);
    const [author] = await app.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, sealed.addedBy!));
    const partner = await signedIn(app, author.email === ownerEmail ? partnerEmail : ownerEmail);
    for (const url of ['/capsules', `/capsules/${sealed.id}`, '/capsules/summary', '/home'])
      expect((await read(app, partner, url)).body, url).not.toContain(sealed.body);
    expect((await read(app, partner, `/capsules/${sealed.id}`)).json().capsule).toMatchObject({ sealed: true });
    expect((await read(app, partner, `/capsules/${sealed.id}/comments`)).status).toBe(400);
    const exported = await app.inject({ url: '/api/transfer/export', headers: { cookie: partner } });
    expect(exported.statusCode).toBe(200);
    expect((await readZipEntries(exported.rawPayload)).get('data/capsules.json')!.toString()).not.toContain(sealed.body);

    const opened = ((await read(app, partner, '/capsules')).json().capsules as (Json & { id: string; sealed: boolean })[]).find((c) => !c.sealed)!;
    expect(opened.body).toEqual(expect.any(String));
    expect(((await read(app, partner, `/capsules/${opened.id}/comments`)).json().comments as unknown[]).length).toBeGreaterThan(0);
  });

  it('a backup of it restores whole on a new server: every row, and every read as recorded', async () => {
    const deps = backupDepsOf(upgraded.app);
    const file = backupPath(deps, (await takeBackup(deps, 'manual')).name);
    const target = await createTestApp({ now: () => now });
    try {
      await restoreBackup(backupDepsOf(target), file, { replace: false, maxMembers: 2 });
      const [before, after] = [await counts(upgraded.app), await counts(target)];
      for (const [table, n] of Object.entries(before)) if (!(table in LEFT_OUT_OF_BACKUP)) expect(after[table], table).toBe(n);
      // Push devices are left out of backups on purpose (tables.ts): each device subscribes again.
      const reads = Object.fromEntries(
        Object.entries(record.reads).map(([email, r]) => [email, Object.fromEntries(Object.entries(r).filter(([url]) => url !== '/push/devices'))]),
      );
      await expectReadsAsRecorded(target, { ...record, reads });
    } finally {
      await target.close();
    }
  }, 120_000);

  it('the operator’s export imports into an empty server and exports again the same, sealed letter sealed', async () => {
    const zip = await readAll(await exportSpace(upgraded.app.ctx.db, upgraded.app.ctx.blobs, spaceId, now));
    const target = await createTestApp({ now: () => now });
    try {
      const result = await importSpace(target.ctx.db, target.ctx.blobs, { buffer: zip }, { maxMembers: 2 });
      const again = await readAll(await exportSpace(target.ctx.db, target.ctx.blobs, result.spaceId, now));
      const [first, second] = [normaliseExport(await readZipEntries(zip)), normaliseExport(await readZipEntries(again))];
      expect(second.json).toEqual(first.json);
      expect(Object.keys(second.photos).sort()).toEqual(Object.keys(first.photos).sort());
      for (const [name, bytes] of Object.entries(first.photos)) expect(second.photos[name].equals(bytes), name).toBe(true);
      expect(second.manifest.counts).toEqual(first.manifest.counts);
      // Sealed for everyone until its day (the author too), as the capsule route seals it. An
      // imported member has no password yet (they set one through a link): a session of their own.
      const [member] = await target.ctx.db.select({ id: users.id }).from(users).where(eq(users.spaceId, result.spaceId)).limit(1);
      const { token } = await createSession(target.ctx.db, member.id, now, 1);
      const listed = (await read(target, `${SESSION_COOKIE}=${token}`, '/capsules')).json().capsules as { sealed: boolean; body?: string }[];
      expect(listed.filter((c) => c.sealed).every((c) => c.body === undefined)).toBe(true);
      expect(listed.some((c) => c.sealed)).toBe(true);
    } finally {
      await target.close();
    }
  }, 120_000);
});
