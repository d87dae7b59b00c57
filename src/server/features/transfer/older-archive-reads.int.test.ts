import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../testing/test-app';
import { readZipEntries } from '../../testing/transfer';
import { users } from '../../db/schema';
import { createSession, SESSION_COOKIE } from '../../platform/auth/sessions';
import { importSpace } from './import';

/**
 * The archives of versions with this round's features (a manifest counting ratings, wishes, trips,
 * capsules and Günün Sorusu; 0.2.0 on) imported into an empty server read back through the API
 * as the couple left them, for both members. older-archive.int.test.ts compares every row; this
 * reads what a person sees.
 */
const folder = path.resolve(import.meta.dirname, '../../testing/fixtures/archives');
const KINDS = ['ratings', 'wishes', 'trips', 'trip-places', 'capsules', 'capsule-comments', 'question-answers'];
type Manifest = { counts: Record<string, number>; heldBack?: Record<string, number> };
const manifestOf = async (file: string) => JSON.parse((await readZipEntries(fs.readFileSync(file))).get('manifest.json')!.toString()) as Manifest;
const archives = fs
  .readdirSync(folder)
  .filter((name) => name.endsWith('.zip'))
  .sort();
const rowsOf = (files: Map<string, Buffer>, kind: string) => JSON.parse(files.get(`data/${kind}.json`)?.toString() ?? '[]') as Record<string, unknown>[];

describe.each(archives)('%s, imported into an empty server', (name) => {
  let app: FastifyInstance;
  let files: Map<string, Buffer>;
  let manifest: Manifest;
  let cookies: { email: string; language: string; cookie: string }[];
  const now = new Date('2026-11-28T09:00:00Z');

  beforeAll(async () => {
    manifest = await manifestOf(path.join(folder, name));
    if (!KINDS.every((kind) => kind in manifest.counts)) return;
    const archive = fs.readFileSync(path.join(folder, name));
    files = await readZipEntries(archive);
    app = await createTestApp({ now: () => now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    const { spaceId } = await importSpace(app.ctx.db, app.ctx.blobs, { buffer: archive }, { maxMembers: 2 });
    const members = await app.ctx.db.select().from(users).where(eq(users.spaceId, spaceId)).orderBy(users.email);
    cookies = [];
    for (const m of members)
      cookies.push({ email: m.email, language: m.language, cookie: `${SESSION_COOKIE}=${(await createSession(app.ctx.db, m.id, now, 1)).token}` });
  });
  afterAll(() => app?.close());

  const get = async (cookie: string, url: string) => {
    const res = await app.inject({ url: `/api${url}`, headers: { cookie } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as Record<string, unknown>;
  };

  it('ratings, notes, wishes and the match, trips with their places, capsules, answers and the language come through', async ({ skip }) => {
    if (!app) return skip('an archive from before this round’s features');
    const [one, two] = cookies;
    // Members and their language, as the archive wrote them.
    const written = rowsOf(files, 'members')
      .map((m) => [m.email, m.language ?? 'tr'])
      .sort();
    expect(cookies.map((c) => [c.email, c.language])).toEqual(written);
    expect(written.map(([, language]) => language)).toContain('en');

    // Both members' ratings with their notes, and the wishes both share (the match).
    type Item = { id: string; title: string; matched: boolean; ratings: { rating: number | null; note: string }[] };
    const list = async (kind: string) => (await get(two.cookie, `/${kind}`))[kind === 'places' ? 'places' : 'items'] as Item[];
    const [movies, series, books] = [await list('movies'), await list('series'), await list('books')];
    const places = (await list('places')) as (Item & { status: string })[];
    const items = [...movies, ...series, ...books];
    const KEY = { movies: 'movieId', series: 'seriesId', books: 'bookId', places: 'placeId' } as const;
    // A finished item lists a member who has not rated it yet with rating null: not a rating.
    for (const [kind, rows] of Object.entries({ movies, series, books, places })) {
      const archived = rowsOf(files, 'ratings').filter((r) => r[KEY[kind as keyof typeof KEY]]);
      expect(rows.flatMap((i) => i.ratings.filter((r) => r.rating !== null).map((r) => `${r.rating}/${r.note}`)).sort(), kind).toEqual(
        archived.map((r) => `${r.rating}/${r.note}`).sort(),
      );
    }
    expect(items.some((i) => i.ratings.length === 2 && i.ratings.some((r) => r.note))).toBe(true);
    const matched = items.filter((i) => i.matched);
    expect(matched.length).toBeGreaterThan(0);
    for (const { cookie } of cookies)
      expect(((await get(cookie, '/wishes')).wishes as { movies: string[] }).movies).toEqual(expect.arrayContaining(matched.map((m) => m.id)));

    // 'Gideceğiz' and 'Gittik', and the trips with the places chosen for them.
    expect(new Set(places.map((p) => p.status))).toEqual(new Set(['wish', 'visited']));
    const trips = (await get(one.cookie, '/trips')).trips as { id: string; name: string; placeCount: number }[];
    expect(trips.map((t) => t.name).sort()).toEqual(
      rowsOf(files, 'trips')
        .map((t) => t.name)
        .sort(),
    );
    expect(trips.reduce((n, t) => n + t.placeCount, 0)).toBe(manifest.counts['trip-places']);

    // The opened capsule with its letter and comment; a sealed one the member could not read was held back.
    const capsules = (await get(one.cookie, '/capsules')).capsules as { id: string; title: string; body?: string; sealed: boolean }[];
    expect(capsules.map((c) => `${c.title}/${c.body}`).sort()).toEqual(
      rowsOf(files, 'capsules')
        .map((c) => `${c.title}/${c.body}`)
        .sort(),
    );
    const comments = (await get(two.cookie, `/capsules/${capsules[0].id}/comments`)).comments as { text: string }[];
    expect(comments.map((c) => c.text)).toEqual(rowsOf(files, 'capsule-comments').map((c) => c.text));

    // Günün Sorusu: every answer the archive holds is in the history of one member or the other.
    type Day = { mine: { text: string } | null; others: { answer: { text: string } | null }[] };
    const seen = new Set<string>();
    for (const { cookie } of cookies)
      for (const d of (await get(cookie, '/daily-question/history')).items as Day[])
        for (const text of [d.mine?.text, ...d.others.map((o) => o.answer?.text)]) if (text) seen.add(text);
    const answers = [...seen];
    expect(answers.sort()).toEqual(
      rowsOf(files, 'question-answers')
        .map((a) => a.text)
        .sort(),
    );
  });
});
