import { ikimizRules } from '../../../shared/ikimiz-rule-words';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ChangeEvent } from '../../../shared/events';
import { notifications } from '../../db/schema';
import { useCoupleApp } from '../../testing/couple-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import { readZipEntries } from '../../testing/transfer';

const KINDS = [
  { kind: 'movies', toWatch: 'İzlenecek', watching: 'İzleniyor', done: 'İzlendi' },
  { kind: 'series', toWatch: 'İzlenecek', watching: 'Devam Ediyor', done: 'Tamamlandı' },
  { kind: 'books', toWatch: 'Okunacak', watching: 'Okunuyor', done: 'Okundu' },
] as const;
type Kind = (typeof KINDS)[number];

describe('İkimiz: private wishes, shared matches', () => {
  const t = useCoupleApp();
  let other: Couple;
  const events: ChangeEvent[] = [];
  beforeAll(async () => {
    other = await createCouple(t.app, ['Zeynep', 'Can']);
    t.app.ctx.bus.subscribe(t.c.spaceId, (e) => events.push(e));
  });

  let n = 0;
  const add = async (k: Kind, status: string = k.toWatch, who: TestMember = t.c.owner) => {
    const res = await who.api({ method: 'POST', url: `/api/${k.kind}`, payload: { title: `İstek ${++n}`, status } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().item as { id: string; title: string };
  };
  const wish = (k: Kind, id: string, who: TestMember, on = true) => who.api({ method: on ? 'PUT' : 'DELETE', url: `/api/${k.kind}/${id}/wish` });
  const mine = async (who: TestMember) => (await who.api({ url: '/api/wishes' })).json().wishes as Record<string, string[]>;
  const raw = async (who: TestMember, url: string) => (await who.api({ url })).body;
  /** What the partner's browser is sent while only the owner wished: every read it makes. */
  const partnerView = async (k: Kind, id: string) => ({
    list: await raw(t.c.partner, `/api/${k.kind}`),
    item: await raw(t.c.partner, `/api/${k.kind}/${id}`),
    wishes: await raw(t.c.partner, '/api/wishes'),
    home: JSON.stringify({ ...JSON.parse(await raw(t.c.partner, '/api/home')), today: null, dailyQuote: null }),
  });

  it.each(KINDS)('$kind: a lone wish never reaches the partner — not through the list, its cache, the item, home, their wishes or an event', async (k) => {
    const item = await add(k);
    // The list answer is cached per space for both members: read it first, so a leak would have to come through the cache.
    const before = await partnerView(k, item.id);
    await raw(t.c.owner, `/api/${k.kind}`);
    const seen = events.length;

    const res = await wish(k, item.id, t.c.owner);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ wished: true, item: { id: item.id, matched: false } });
    expect((await mine(t.c.owner))[k.kind]).toContain(item.id);

    // The partner is sent exactly what they were sent before: byte for byte.
    expect(await partnerView(k, item.id)).toEqual(before);
    expect((await mine(t.c.partner))[k.kind]).not.toContain(item.id);
    // The owner's list (the same cache) does not carry it either: only the owner's own read does.
    expect(await raw(t.c.owner, `/api/${k.kind}`)).toBe(before.list);
    // The one event is for the owner's own tabs: the partner's stream drops it (sse-routes: forUserId).
    await expect.poll(() => events.length).toBeGreaterThan(seen);
    const after = events.slice(seen);
    expect(after).toEqual([expect.objectContaining({ topic: 'wishes', forUserId: t.c.owner.id })]);
  });

  it('the partner’s export never holds the owner’s lone wish; the owner’s own export does', async () => {
    const k = KINDS[0];
    const item = await add(k);
    await wish(k, item.id, t.c.owner);
    const wishesIn = async (who: TestMember) => {
      const res = await who.api({ url: '/api/transfer/export' });
      expect(res.statusCode).toBe(200);
      return JSON.parse((await readZipEntries(res.rawPayload)).get('data/wishes.json')!.toString()) as { movieId: string | null; memberId: string }[];
    };
    expect((await wishesIn(t.c.partner)).some((w) => w.movieId === item.id)).toBe(false);
    expect((await wishesIn(t.c.owner)).filter((w) => w.movieId === item.id).map((w) => w.memberId)).toEqual([t.c.owner.id]);
    // Once a match, both sides travel in either member's export.
    await wish(k, item.id, t.c.partner);
    expect((await wishesIn(t.c.partner)).filter((w) => w.movieId === item.id)).toHaveLength(2);
  });

  it.each(KINDS)('$kind: both wishing makes a match: both lists show it, both are told (bell and push); removing a wish removes the match', async (k) => {
    const item = await add(k);
    const push = vi.spyOn(t.app.ctx.push, 'queue');
    try {
      await wish(k, item.id, t.c.owner);
      const res = await wish(k, item.id, t.c.partner);
      expect(res.json()).toMatchObject({ wished: true, item: { matched: true } });
      for (const who of [t.c.owner, t.c.partner]) {
        const listed = (await who.api({ url: `/api/${k.kind}` })).json().items.find((i: { id: string }) => i.id === item.id);
        expect(listed.matched).toBe(true);
      }
      const told = await t.app.ctx.db.select().from(notifications).where(and(eq(notifications.spaceId, t.c.spaceId), eq(notifications.message, ikimizRules.matchMessage(item.title))));
      expect(told.map((r) => r.userId).sort()).toEqual([t.c.owner.id, t.c.partner.id].sort());
      expect(told[0]).toMatchObject({ title: 'İkimiz de istiyoruz', message: `Eşleşme! İkiniz de ${item.title} istiyorsunuz.` });
      expect(push).toHaveBeenCalledWith(expect.objectContaining({ kind: 'ikimiz', body: `Eşleşme! İkiniz de ${item.title} istiyorsunuz.`, url: `/${k.kind}?raf=ikimiz` }));
      // The home card lists it for both.
      expect((await t.c.partner.api({ url: '/api/home' })).json().shelf.items).toContainEqual({ kind: k.kind, id: item.id, title: item.title });

      const undo = await wish(k, item.id, t.c.owner, false);
      expect(undo.json()).toMatchObject({ wished: false, item: { matched: false } });
      expect((await t.c.partner.api({ url: `/api/${k.kind}/${item.id}` })).json().item.matched).toBe(false);
      // The partner's own wish is still theirs, still private.
      expect((await mine(t.c.partner))[k.kind]).toContain(item.id);
      expect((await mine(t.c.owner))[k.kind]).not.toContain(item.id);
    } finally {
      push.mockRestore();
    }
  });

  it('two wishes at the same moment make exactly one match, told once to each', async () => {
    const k = KINDS[0];
    const item = await add(k);
    const [a, b] = await Promise.all([wish(k, item.id, t.c.owner), wish(k, item.id, t.c.partner)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const told = await t.app.ctx.db.select().from(notifications).where(eq(notifications.message, ikimizRules.matchMessage(item.title)));
    expect(told).toHaveLength(2);
  });

  it.each(KINDS)('$kind: a wish on an item that is not to watch / read is a Turkish 400 and changes nothing', async (k) => {
    for (const status of [k.done, k.watching]) {
      const item = await add(k, status);
      const res = await wish(k, item.id, t.c.owner);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ikimizRules.wishOnlyWhen(k.toWatch));
      expect((await mine(t.c.owner))[k.kind]).not.toContain(item.id);
    }
  });

  it('an item leaving its to-watch status takes both wishes, and the match, with it', async () => {
    const k = KINDS[0];
    const item = await add(k);
    await wish(k, item.id, t.c.owner);
    await wish(k, item.id, t.c.partner);
    await t.c.owner.api({ method: 'PATCH', url: `/api/movies/${item.id}`, payload: { status: 'İzlendi' } });
    expect((await t.c.owner.api({ url: `/api/movies/${item.id}` })).json().item.matched).toBe(false);
    expect((await mine(t.c.owner)).movies).not.toContain(item.id);
    expect((await mine(t.c.partner)).movies).not.toContain(item.id);
  });

  it('another couple cannot wish it (404) nor learn of it; removing a wish never made is fine; signed out is 401', async () => {
    const k = KINDS[0];
    const item = await add(k);
    expect((await wish(k, item.id, other.owner)).statusCode).toBe(404);
    expect((await wish(k, item.id, other.partner, false)).statusCode).toBe(404);
    expect((await mine(other.owner)).movies).toEqual([]);
    expect((await wish(k, item.id, t.c.partner, false)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'PUT', url: `/api/movies/${item.id}/wish` })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/wishes' })).statusCode).toBe(401);
  });
});
