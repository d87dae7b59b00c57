import { ikimizRules } from '../../../shared/ikimiz-rule-words';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChangeEvent } from '../../../shared/events';
import { useCoupleApp } from '../../testing/couple-app';
import { createCouple, type Couple, type TestMember } from '../../testing/fixtures';

/** Each kind a member rates: how to add a finished one, and its owner-only edit's message. */
const KINDS = [
  { kind: 'movies', finished: { title: 'Inception', status: 'İzlendi' }, other: 'İzlenecek', onlyOwner: 'Bu filmi sadece ekleyen kişi düzenleyebilir.' },
  { kind: 'series', finished: { title: 'Dark', status: 'Tamamlandı' }, other: 'Devam Ediyor', onlyOwner: 'Bu diziyi sadece ekleyen kişi düzenleyebilir.' },
  { kind: 'books', finished: { title: 'Kürk Mantolu Madonna', status: 'Okundu' }, other: 'Okunuyor', onlyOwner: 'Bu kitabı sadece ekleyen kişi düzenleyebilir.' },
  { kind: 'places', finished: { name: 'Moda Sahili', lat: 40.98, lng: 29.02, visitDate: '2025-05-01' }, other: null, onlyOwner: 'Bu yeri sadece ekleyen kişi düzenleyebilir.' },
] as const;
type Kind = (typeof KINDS)[number];

const answerItem = (kind: string, body: Record<string, unknown>) => (kind === 'places' ? body.place ?? body.item : body.item) as { id: string; ratings: unknown[] };

describe('İkimiz: each member’s own rating and note', () => {
  const t = useCoupleApp();
  let other: Couple;
  beforeAll(async () => {
    other = await createCouple(t.app, ['Zeynep', 'Can']);
  });

  const add = async (k: Kind, extra: object = {}, who: TestMember = t.c.owner) => {
    const res = await who.api({ method: 'POST', url: `/api/${k.kind}`, payload: { ...k.finished, ...extra } });
    expect(res.statusCode, res.body).toBe(201);
    return answerItem(k.kind, res.json());
  };
  const listed = async (k: Kind, id: string, who: TestMember = t.c.owner) => {
    const body = (await who.api({ url: `/api/${k.kind}` })).json();
    return ((body.items ?? body.places) as { id: string; ratings: unknown[] }[]).find((i) => i.id === id)!;
  };
  const rate = (k: Kind, id: string, payload: unknown, who: TestMember = t.c.partner) => who.api({ method: 'PUT', url: `/api/${k.kind}/${id}/rating`, payload: payload as object });
  const sides = (owner: number | null, ownerNote: string, partner: number | null, partnerNote: string) => [
    { memberId: t.c.owner.id, displayName: 'Ayşe', rating: owner, note: ownerNote },
    { memberId: t.c.partner.id, displayName: 'Mehmet', rating: partner, note: partnerNote },
  ];

  it.each(KINDS)('$kind: the partner rates and notes an item the owner added; only their own side changes; every other field stays owner-only', async (k) => {
    const item = await add(k, { rating: 8, note: 'Sahibin notu' });
    expect(item.ratings).toEqual(sides(8, 'Sahibin notu', null, ''));

    const res = await rate(k, item.id, { rating: 6, note: '  Biraz uzundu  ' });
    expect(res.statusCode, res.body).toBe(200);
    expect(answerItem(k.kind, res.json()).ratings).toEqual(sides(8, 'Sahibin notu', 6, 'Biraz uzundu'));
    // Both members read the same two sides.
    expect((await listed(k, item.id, t.c.owner)).ratings).toEqual(sides(8, 'Sahibin notu', 6, 'Biraz uzundu'));
    expect((await listed(k, item.id, t.c.partner)).ratings).toEqual(sides(8, 'Sahibin notu', 6, 'Biraz uzundu'));

    // The item's own fields stay the adder's alone (the form's rating would be the partner's, but the edit is refused whole).
    const edit = await t.c.partner.api({ method: 'PUT', url: `/api/${k.kind}/${item.id}`, payload: { ...k.finished, rating: 1 } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json().error).toBe(k.onlyOwner);

    // The owner's own form changes the owner's side only.
    const own = await t.c.owner.api({ method: 'PUT', url: `/api/${k.kind}/${item.id}`, payload: { ...k.finished, rating: 9, note: 'Tekrar izlenir' } });
    expect(own.statusCode, own.body).toBe(200);
    expect((await listed(k, item.id)).ratings).toEqual(sides(9, 'Tekrar izlenir', 6, 'Biraz uzundu'));

    // Both empty takes the partner's side away again ('Berk —').
    expect((await rate(k, item.id, { rating: null, note: '' })).statusCode).toBe(200);
    expect((await listed(k, item.id)).ratings).toEqual(sides(9, 'Tekrar izlenir', null, ''));
  });

  it.each([
    ['a rating of 11', { rating: 11 }, ikimizRules.ratingRange],
    ['a rating of 0', { rating: 0 }, ikimizRules.ratingRange],
    ['a rating of 7.5', { rating: 7.5 }, ikimizRules.ratingRange],
    ['a rating as text', { rating: '8' }, ikimizRules.ratingRange],
    ['a note of 201 characters', { rating: 8, note: 'n'.repeat(201) }, ikimizRules.noteMax],
    ['a note that is not text', { rating: 8, note: 42 }, ikimizRules.noteMax],
  ])('refuses %s with a Turkish message and changes nothing', async (_label, payload, message) => {
    const k = KINDS[0];
    const item = await add(k, { rating: 7 });
    const res = await rate(k, item.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await listed(k, item.id)).ratings).toEqual(sides(7, '', null, ''));
  });

  it('a body that is not an object is a Turkish 400', async () => {
    const item = await add(KINDS[0]);
    const res = await t.c.partner.api({ method: 'PUT', url: `/api/movies/${item.id}/rating`, payload: '[1]', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().error).toBe('string');
  });

  it.each(KINDS.filter((k) => k.other))('$kind: a rating is given only where it shows (the completed status): otherwise a Turkish 400', async (k) => {
    const item = await add(k, { status: k.other });
    const res = await rate(k, item.id, { rating: 8 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(ikimizRules.ratingOnlyWhen((k.finished as { status: string }).status));
    expect((await listed(k, item.id)).ratings).toEqual([]);
  });

  it.each(KINDS)('$kind: another couple cannot rate it (404), nor does a rating of theirs appear; a malformed id is 404', async (k) => {
    const item = await add(k, { rating: 5 });
    expect((await rate(k, item.id, { rating: 1 }, other.owner)).statusCode).toBe(404);
    expect((await rate(k, item.id, { rating: 1 }, other.partner)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/${k.kind}/${item.id}/rating`, payload: { rating: 1 } })).statusCode).toBe(401);
    expect((await rate(k, 'abc', { rating: 1 })).statusCode).toBe(404);
    expect((await listed(k, item.id)).ratings).toEqual(sides(5, '', null, ''));
  });

  it('the partner’s rating reaches the owner live: an event of the list naming the item', async () => {
    const item = await add(KINDS[0]);
    const events: ChangeEvent[] = [];
    const stop = t.app.ctx.bus.subscribe(t.c.spaceId, (e) => events.push(e));
    try {
      await rate(KINDS[0], item.id, { rating: 9, note: 'Müthiş' });
      await expect.poll(() => events.find((e) => e.topic === 'movies' && e.id === item.id)).toMatchObject({ actorId: t.c.partner.id });
      // And the item route (what the owner's page fetches for it) has the partner's side.
      const one = await t.c.owner.api({ url: `/api/movies/${item.id}` });
      expect(one.json().item.ratings).toEqual(sides(null, '', 9, 'Müthiş'));
    } finally {
      stop();
    }
  });

  it('a rating kept while the item is watched again comes back when it is finished again, the partner’s too', async () => {
    const item = await add(KINDS[0], { rating: 8 });
    await rate(KINDS[0], item.id, { rating: 4 });
    await t.c.owner.api({ method: 'PATCH', url: `/api/movies/${item.id}`, payload: { status: 'İzleniyor' } });
    await t.c.owner.api({ method: 'PATCH', url: `/api/movies/${item.id}`, payload: { status: 'İzlendi' } });
    expect((await listed(KINDS[0], item.id)).ratings).toEqual(sides(8, '', 4, ''));
  });

  it('deleting the item takes both members’ ratings with it', async () => {
    const item = await add(KINDS[0], { rating: 8 });
    await rate(KINDS[0], item.id, { rating: 4 });
    expect((await t.c.owner.api({ method: 'DELETE', url: `/api/movies/${item.id}` })).statusCode).toBe(200);
    expect((await rate(KINDS[0], item.id, { rating: 4 })).statusCode).toBe(404);
  });
});
