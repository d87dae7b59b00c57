import { ikimizRules } from '../../../shared/ikimiz-rule-words';
import { describe, expect, it, beforeAll, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { TonightAnswer } from '../../../shared/ikimiz-words';
import { notifications } from '../../db/schema';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';
import type { FastifyInstance } from 'fastify';

/**
 * 'Bu akşam ne izlesek?' over one couple's lists. Random picks are pinned down by what can be
 * picked: asking again with `skip` walks every candidate once, in some order, and then none is left.
 */
describe('İkimiz: Bu akşam ne izlesek?', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  const ids: Record<string, string> = {};

  const add = async (who: TestMember, kind: 'movies' | 'series', payload: object) => {
    const res = await who.api({ method: 'POST', url: `/api/${kind}`, payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().item.id as string;
  };
  const pick = async (body: object, who: TestMember = c.owner) => {
    const res = await who.api({ method: 'POST', url: '/api/tonight', payload: body });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as TonightAnswer;
  };
  /** Every pick in turn, skipping what was shown, until none is left: titles and where each came from. */
  const walk = async (body: { kinds: string[]; runtime?: number | null; genre?: string | null }) => {
    const shown: string[] = [];
    const seen: { title: string; from: string | null }[] = [];
    for (let i = 0; i < 20; i++) {
      const answer = await pick({ ...body, skip: shown });
      if (!answer.pick) return seen;
      shown.push(answer.pick.item.id);
      seen.push({ title: answer.pick.item.title, from: answer.from });
    }
    throw new Error('the picks never ran out');
  };

  beforeAll(async () => {
    app = await createTestApp();
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
    ids.kisa = await add(c.owner, 'movies', { title: 'Kısa Film', status: 'İzlenecek', runtime: 90, genre: 'Comedy, Drama' });
    ids.orta = await add(c.partner, 'movies', { title: 'Orta Film', status: 'İzlenecek', runtime: 140, genre: 'Drama' });
    ids.uzun = await add(c.owner, 'movies', { title: 'Uzun Film', status: 'İzlenecek', runtime: 175, genre: 'Crime, Drama' });
    ids.bilinmez = await add(c.partner, 'movies', { title: 'Süresi Bilinmeyen', status: 'İzlenecek', genre: 'Comedy' });
    ids.izlendi = await add(c.owner, 'movies', { title: 'İzlenmiş Film', status: 'İzlendi', runtime: 80 });
    ids.dizi = await add(c.owner, 'series', { title: 'Bir Dizi', status: 'İzlenecek', runtime: 45, genre: 'Mystery' });
    ids.devam = await add(c.owner, 'series', { title: 'Süren Dizi', status: 'Devam Ediyor', runtime: 45 });
    await add(other.owner, 'movies', { title: 'Başka Çiftin Filmi', status: 'İzlenecek', runtime: 90 });
  });

  it('with no match: every to-watch film of both members, once each, from their lists (said so), never another couple’s', async () => {
    const seen = await walk({ kinds: ['movies'] });
    expect(seen.map((s) => s.title).sort()).toEqual(['Kısa Film', 'Orta Film', 'Süresi Bilinmeyen', 'Uzun Film']);
    expect(seen.every((s) => s.from === 'lists')).toBe(true);
  });

  it('matches come first; once they are shown, the lists (said so); the genres are every to-watch one', async () => {
    await c.owner.api({ method: 'PUT', url: `/api/movies/${ids.uzun}/wish` });
    await c.partner.api({ method: 'PUT', url: `/api/movies/${ids.uzun}/wish` });
    // A lone wish is no match: it does not jump the queue (nor tell the picker anything).
    await c.owner.api({ method: 'PUT', url: `/api/movies/${ids.orta}/wish` });
    const first = await pick({ kinds: ['movies'] });
    expect(first).toMatchObject({ pick: { kind: 'movies', item: { id: ids.uzun, title: 'Uzun Film', runtime: 175, matched: true } }, from: 'matches' });
    expect(first.genres).toEqual(['Comedy', 'Crime', 'Drama']);
    const seen = await walk({ kinds: ['movies'] });
    expect(seen[0]).toEqual({ title: 'Uzun Film', from: 'matches' });
    expect(seen.slice(1).every((s) => s.from === 'lists')).toBe(true);
    expect(seen).toHaveLength(4);
  });

  it("'Süre' keeps to the catalogue's runtime (an unknown one only with 'fark etmez'); 'Tür' to one of the item's genres", async () => {
    expect((await walk({ kinds: ['movies'], runtime: 100 })).map((s) => s.title)).toEqual(['Kısa Film']);
    expect((await walk({ kinds: ['movies'], runtime: 150 })).map((s) => s.title).sort()).toEqual(['Kısa Film', 'Orta Film']);
    expect((await walk({ kinds: ['movies'], genre: 'Comedy' })).map((s) => s.title).sort()).toEqual(['Kısa Film', 'Süresi Bilinmeyen']);
    expect((await walk({ kinds: ['movies'], runtime: 150, genre: 'Crime' })).map((s) => s.title)).toEqual([]);
  });

  it('series on their own, or both together (home)', async () => {
    expect((await walk({ kinds: ['series'] })).map((s) => s.title)).toEqual(['Bir Dizi']);
    expect(await walk({ kinds: ['movies', 'series'] })).toHaveLength(5);
  });

  it.each([
    ['no kind', { kinds: [] }],
    ['a kind of its own', { kinds: ['music'] }],
    ['a runtime not offered', { kinds: ['movies'], runtime: 120 }],
    ['a skip that is no id', { kinds: ['movies'], skip: ['x'] }],
    ['a genre far too long', { kinds: ['movies'], genre: 'x'.repeat(61) }],
    ['a body that is not an object', '"film"'],
  ])('refuses %s with a Turkish 400', async (_label, body) => {
    const res = await c.owner.api({ method: 'POST', url: '/api/tonight', payload: body as object, headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
    if (typeof body === 'object') expect(res.json().error).toBe(ikimizRules.tonightInvalid);
  });

  it("'Bunu izleyelim' by either member starts it (a series: Devam Ediyor), fulfils its wishes and tells the partner", async () => {
    const push = vi.spyOn(app.ctx.push, 'queue');
    try {
      // The owner's film, started by the partner.
      const res = await c.partner.api({ method: 'POST', url: `/api/movies/${ids.uzun}/tonight` });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().item).toMatchObject({ id: ids.uzun, status: 'İzleniyor', matched: false, title: 'Uzun Film' });
      expect((await c.owner.api({ url: '/api/wishes' })).json().wishes.movies).not.toContain(ids.uzun);
      const told = await app.ctx.db.select().from(notifications).where(and(eq(notifications.userId, c.owner.id), eq(notifications.message, 'Mehmet: Bu akşam Uzun Film izleyelim!')));
      expect(told).toHaveLength(1);
      expect(push).toHaveBeenCalledWith(expect.objectContaining({ kind: 'ikimiz', userIds: [c.owner.id] }));
      const series = await c.owner.api({ method: 'POST', url: `/api/series/${ids.dizi}/tonight` });
      expect(series.json().item).toMatchObject({ status: 'Devam Ediyor' });
    } finally {
      push.mockRestore();
    }
  });

  it("'Bunu izleyelim' only from the to-watch status (Turkish 400), never on another couple's (404) or signed out (401)", async () => {
    for (const id of [ids.izlendi, ids.uzun]) {
      const res = await c.owner.api({ method: 'POST', url: `/api/movies/${id}/tonight` });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(ikimizRules.tonightOnlyWhen('İzlenecek'));
    }
    expect((await c.owner.api({ method: 'POST', url: `/api/series/${ids.devam}/tonight` })).statusCode).toBe(400);
    expect((await other.owner.api({ method: 'POST', url: `/api/movies/${ids.kisa}/tonight` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: `/api/movies/${ids.kisa}/tonight` })).statusCode).toBe(401);
    expect((await c.owner.api({ url: `/api/movies/${ids.kisa}` })).json().item.status).toBe('İzlenecek');
  });
});
