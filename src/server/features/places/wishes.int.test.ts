import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../testing/couple-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import type { Place } from '../../../shared/places';

/** Issue 37: 'Gideceğiz' places (wishes) beside the 'Gittik' ones, and 'Gittik olarak işaretle'. */
describe("places: 'Gittik' and 'Gideceğiz'", () => {
  // 11 May 2025, 01:30 in İstanbul, still the 10th in UTC: the space's today is the 11th.
  const t = useCoupleApp({ now: () => new Date('2025-05-10T22:30:00Z'), env: { REMINDER_INTERVAL_MINUTES: '0' } });
  const kapadokya = { name: 'Kapadokya', address: 'Göreme, Nevşehir', lat: 38.6431, lng: 34.8289, category: 'Diğer' };

  const add = (member: Couple['owner'], payload: object) => member.api({ method: 'POST', url: '/api/places', payload });
  const list = async (member: Couple['owner']): Promise<Place[]> => (await member.api({ url: '/api/places' })).json().places;
  const visit = (member: Couple['owner'], id: string, payload: object) => member.api({ method: 'POST', url: `/api/places/${id}/visit`, payload });

  it("a wish has no date and an optional 'Neden?'; wishes come first, and existing places read as 'Gittik'", async () => {
    const visited = await add(t.c.owner, { ...kapadokya, name: 'Moda', visitDate: '2025-05-01' });
    expect(visited.json().place).toMatchObject({ status: 'visited', visitDate: '2025-05-01', reason: '' });
    const wish = await add(t.c.partner, { ...kapadokya, status: 'wish', reason: '  Balonlar için. ' });
    expect(wish.statusCode).toBe(201);
    expect(wish.json().place).toMatchObject({ status: 'wish', visitDate: null, ratings: [], reason: 'Balonlar için.', addedBy: { id: t.c.partner.id } });
    // Nor does the rating route rate a place they have not been to yet.
    const rated = await t.c.owner.api({ method: 'PUT', url: `/api/places/${wish.json().place.id}/rating`, payload: { rating: 8, note: '' } });
    expect(rated.statusCode).toBe(400);
    expect(rated.json().error).toBe('Gideceğiz bir yere henüz puan verilemez.');
    const places = await list(t.c.owner);
    expect(places.map((p) => [p.name, p.status])).toEqual([
      ['Kapadokya', 'wish'],
      ['Moda', 'visited'],
    ]);
  });

  it.each([
    ['a wish with a visit date', { ...kapadokya, status: 'wish', visitDate: '2025-05-01' }, 'Gideceğiz bir yerin ziyaret tarihi olmaz.'],
    ['a wish with a rating', { ...kapadokya, status: 'wish', rating: 8 }, 'Gideceğiz bir yere henüz puan verilemez.'],
    ['a visited place without a date', { ...kapadokya, status: 'visited' }, 'Geçerli bir tarih girin.'],
    ["a visit date after the space's today", { ...kapadokya, visitDate: '2025-05-12' }, 'Ziyaret tarihi ileri bir tarih olamaz.'],
    ['an unknown status', { ...kapadokya, status: 'belki' }, 'İstek geçersiz. Lütfen bilgileri kontrol edin.'],
    ['a reason of 501 characters', { ...kapadokya, status: 'wish', reason: 'a'.repeat(501) }, 'Neden en fazla 500 karakter olabilir.'],
  ])('refuses %s in Turkish, and nothing is added', async (_label, payload, message) => {
    const before = await list(t.c.owner);
    const res = await add(t.c.owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await list(t.c.owner)).toEqual(before);
  });

  it('the same rules hold for an edit, which changes nothing when refused', async () => {
    const place: Place = (await add(t.c.owner, { ...kapadokya, name: 'Düzenlenecek', status: 'wish' })).json().place;
    const future = await t.c.owner.api({ method: 'PUT', url: `/api/places/${place.id}`, payload: { ...kapadokya, name: 'Düzenlenecek', visitDate: '2025-06-01' } });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ error: 'Ziyaret tarihi ileri bir tarih olamaz.' });
    expect((await list(t.c.owner)).find((p) => p.id === place.id)).toEqual(place);
    // A visited place may become a wish again (its date goes).
    const visited: Place = (await add(t.c.owner, { ...kapadokya, name: 'Geri alınacak', visitDate: '2025-05-02', rating: 7 })).json().place;
    const back = await t.c.owner.api({ method: 'PUT', url: `/api/places/${visited.id}`, payload: { ...kapadokya, name: 'Geri alınacak', status: 'wish' } });
    expect(back.json().place).toMatchObject({ status: 'wish', visitDate: null, ratings: [] });
  });

  it("'Gittik olarak işaretle': either member gives a wish its day; it is 'Gittik' for both", async () => {
    const wish: Place = (await add(t.c.owner, { ...kapadokya, name: 'Bozcaada', status: 'wish', reason: 'Bağ bozumu' })).json().place;
    const res = await visit(t.c.partner, wish.id, { visitDate: '2025-05-09' });
    expect(res.statusCode).toBe(200);
    expect(res.json().place).toMatchObject({ id: wish.id, status: 'visited', visitDate: '2025-05-09', reason: 'Bağ bozumu', addedBy: { id: t.c.owner.id } });
    expect((await list(t.c.owner)).find((p) => p.id === wish.id)?.status).toBe('visited');
    // Once visited it stays as it was: a second confirmation changes nothing.
    const again = await visit(t.c.owner, wish.id, { visitDate: '2025-05-01' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Bu yer zaten Gittik olarak işaretli.' });
    expect((await list(t.c.owner)).find((p) => p.id === wish.id)?.visitDate).toBe('2025-05-09');
  });

  it("today in the space's zone is a visit date, although it is tomorrow in UTC", async () => {
    const res = await add(t.c.owner, { ...kapadokya, name: 'Gece yarısı', visitDate: '2025-05-11' });
    expect(res.statusCode).toBe(201);
  });

  it('a visit date in the future, or no date, is refused and the wish stays a wish', async () => {
    const wish: Place = (await add(t.c.owner, { ...kapadokya, name: 'Mardin', status: 'wish' })).json().place;
    for (const [payload, message] of [
      [{ visitDate: '2025-05-12' }, 'Ziyaret tarihi ileri bir tarih olamaz.'],
      [{}, 'Geçerli bir tarih girin.'],
      [{ visitDate: '2025-02-30' }, 'Geçerli bir tarih girin.'],
    ] as const) {
      const res = await visit(t.c.owner, wish.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    expect((await list(t.c.owner)).find((p) => p.id === wish.id)).toEqual(wish);
  });

  it("another couple can neither see nor mark the couple's wish (404), and a visitor is 401", async () => {
    const other = await createCouple(t.app, ['Zeynep', 'Can']);
    const wish: Place = (await add(t.c.owner, { ...kapadokya, name: 'Gizli dilek', status: 'wish' })).json().place;
    const res = await visit(other.owner, wish.id, { visitDate: '2025-05-01' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Aradığınız kayıt bulunamadı.' });
    expect(await list(other.owner)).toEqual([]);
    expect((await t.app.inject({ method: 'POST', url: `/api/places/${wish.id}/visit`, payload: { visitDate: '2025-05-01' } })).statusCode).toBe(401);
    expect((await list(t.c.owner)).find((p) => p.id === wish.id)?.status).toBe('wish');
  });
});
