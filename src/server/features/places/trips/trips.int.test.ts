import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useCoupleApp } from '../../../testing/couple-app';
import { createCouple, type Couple } from '../../../testing/fixtures';
import { makeJpeg, multipartForm } from '../../../testing/photos';
import { findPhoto } from '../../../platform/photos-repo';
import type { Place } from '../../../../shared/places';
import type { TripDetail, TripSummary } from '../../../../shared/trips';

/** Issue 37: trips ('Seyahatler'): their rules, owners and places. */
describe('trips', () => {
  // 1 June 2025 in İstanbul.
  const t = useCoupleApp({ now: () => new Date('2025-06-01T09:00:00Z'), env: { REMINDER_INTERVAL_MINUTES: '0' } });
  const spot = { address: 'Nevşehir', lat: 38.6431, lng: 34.8289 };
  const kapadokya = { name: 'Kapadokya', startDate: '2025-06-13', endDate: '2025-06-16' };

  const create = (member: Couple['owner'], payload: object) => member.api({ method: 'POST', url: '/api/trips', payload });
  const trips = async (member: Couple['owner']): Promise<TripSummary[]> => (await member.api({ url: '/api/trips' })).json().trips;
  const detail = async (member: Couple['owner'], id: string): Promise<TripDetail> => (await member.api({ url: `/api/trips/${id}` })).json();
  const places = async (member: Couple['owner']): Promise<Place[]> => (await member.api({ url: '/api/places' })).json().places;
  const wish = async (member: Couple['owner'], name: string): Promise<Place> =>
    (await member.api({ method: 'POST', url: '/api/places', payload: { ...spot, name, status: 'wish' } })).json().place;

  it("'Yeni seyahat': a name, its days, wishes chosen and new places, which become the adder's wishes", async () => {
    const goreme = await wish(t.c.partner, 'Göreme');
    const res = await create(t.c.owner, { ...kapadokya, placeIds: [goreme.id, goreme.id], newPlaces: [{ ...spot, name: 'Uçhisar' }] });
    expect(res.statusCode).toBe(201);
    const trip: TripSummary = res.json().trip;
    expect(trip).toMatchObject({
      ...kapadokya,
      phase: 'upcoming',
      daysLeft: 12,
      placeCount: 2,
      cover: null,
      addedBy: { id: t.c.owner.id, displayName: 'Ayşe' },
    });
    const uchisar = (await places(t.c.owner)).find((p) => p.name === 'Uçhisar')!;
    expect(uchisar).toMatchObject({ status: 'wish', visitDate: null, category: 'Diğer', addedBy: { id: t.c.owner.id } });
    const d = await detail(t.c.partner, trip.id);
    expect(d.places.map((p) => [p.name, p.linkedBy])).toEqual([
      ['Göreme', t.c.owner.id],
      ['Uçhisar', t.c.owner.id],
    ]);
    expect(d.days.map((day) => day.date)).toEqual(['2025-06-13', '2025-06-14', '2025-06-15', '2025-06-16']);
    expect(d.counts).toEqual({ days: 4, places: 0, photos: 0, km: 0 });
    // The partner hears of it.
    const notes = (await t.c.partner.api({ url: '/api/notifications' })).json().notifications;
    expect(notes[0]).toMatchObject({ title: 'Yeni seyahat', message: 'Ayşe yeni bir seyahat planladı: Kapadokya' });
  });

  it.each([
    ['an end before the start', { name: 'Ters', startDate: '2025-07-10', endDate: '2025-07-09' }, 'Bitiş tarihi başlangıç tarihinden önce olamaz.'],
    ['61 days', { name: 'Uzun', startDate: '2025-07-01', endDate: '2025-08-30' }, 'Bir seyahat en fazla 60 gün sürebilir.'],
    ['no name', { name: '  ', startDate: '2025-07-01', endDate: '2025-07-02' }, 'Lütfen bir seyahat adı girin.'],
    ['a name of 81 characters', { name: 'x'.repeat(81), startDate: '2025-07-01', endDate: '2025-07-02' }, 'Seyahat adı en fazla 80 karakter olabilir.'],
    ['an impossible day', { name: 'Şubat', startDate: '2025-02-29', endDate: '2025-03-01' }, 'Geçerli bir tarih girin.'],
    [
      'a new place without a point',
      { name: 'Yersiz', startDate: '2025-07-01', endDate: '2025-07-02', newPlaces: [{ name: 'Bir yer' }] },
      'Lütfen başlık girin ve haritadan konum seçin',
    ],
    [
      'a place id that is no id',
      { name: 'Bozuk', startDate: '2025-07-01', endDate: '2025-07-02', placeIds: ['kapadokya'] },
      'Seçilen yerlerden biri bulunamadı.',
    ],
  ])('refuses %s in Turkish and adds nothing', async (_label, payload, message) => {
    const [beforeTrips, beforePlaces] = [await trips(t.c.owner), await places(t.c.owner)];
    const res = await create(t.c.owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await trips(t.c.owner)).toEqual(beforeTrips);
    expect(await places(t.c.owner)).toEqual(beforePlaces);
  });

  it('60 days counting both ends is allowed, 61 is not (the database holds the same rule)', async () => {
    const ok = await create(t.c.owner, { name: 'Altmış gün', startDate: '2025-07-01', endDate: '2025-08-29' });
    expect(ok.statusCode).toBe(201);
    const id = ok.json().trip.id;
    const longer = await t.c.owner.api({
      method: 'PUT',
      url: `/api/trips/${id}`,
      payload: { name: 'Altmış gün', startDate: '2025-07-01', endDate: '2025-08-30' },
    });
    expect(longer.statusCode).toBe(400);
    expect(longer.json()).toEqual({ error: 'Bir seyahat en fazla 60 gün sürebilir.' });
    await expect(t.app.ctx.db.execute(sql`update trips set end_date = '2025-08-30' where id = ${id}`)).rejects.toThrow();
    expect((await detail(t.c.owner, id)).trip.endDate).toBe('2025-08-29');
  });

  it("another couple's place in a trip is refused, and neither the trip nor the new places are written", async () => {
    const other = await createCouple(t.app, ['Zeynep', 'Can']);
    const theirs = await wish(other.owner, 'Onların dileği');
    const [beforeTrips, beforePlaces] = [await trips(t.c.owner), await places(t.c.owner)];
    const res = await create(t.c.owner, { ...kapadokya, name: 'Karışık', placeIds: [theirs.id], newPlaces: [{ ...spot, name: 'Yazılmamalı' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Seçilen yerlerden biri bulunamadı.' });
    expect(await trips(t.c.owner)).toEqual(beforeTrips);
    expect(await places(t.c.owner)).toEqual(beforePlaces);

    // Added later to an existing trip: refused too, the trip unchanged.
    const trip: TripSummary = (await create(t.c.owner, { ...kapadokya, name: 'Sonradan' })).json().trip;
    const add = await t.c.partner.api({ method: 'POST', url: `/api/trips/${trip.id}/places`, payload: { placeIds: [theirs.id] } });
    expect(add.statusCode).toBe(400);
    expect((await detail(t.c.owner, trip.id)).places).toEqual([]);
    // Their trip and their places are nobody's business here.
    for (const res of [
      await other.owner.api({ url: `/api/trips/${trip.id}` }),
      await other.owner.api({ method: 'PUT', url: `/api/trips/${trip.id}`, payload: kapadokya }),
      await other.owner.api({ method: 'DELETE', url: `/api/trips/${trip.id}` }),
      await other.owner.api({ method: 'POST', url: `/api/trips/${trip.id}/places`, payload: { placeIds: [theirs.id] } }),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(await trips(other.owner)).toEqual([]);
  });

  it('only the adder edits, gives a cover or deletes (403); both add places; removing one is the trip’s adder’s or its chooser’s', async () => {
    const trip: TripSummary = (await create(t.c.owner, { ...kapadokya, name: 'Sahipli' })).json().trip;
    const edit = await t.c.partner.api({ method: 'PUT', url: `/api/trips/${trip.id}`, payload: { ...kapadokya, name: 'Değişti' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: 'Bu seyahati sadece ekleyen kişi düzenleyebilir.' });
    const del = await t.c.partner.api({ method: 'DELETE', url: `/api/trips/${trip.id}` });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: 'Bu seyahati sadece ekleyen kişi silebilir.' });
    const cover = await t.c.partner.api({
      method: 'POST',
      url: `/api/trips/${trip.id}/cover`,
      ...multipartForm({ filename: 'k.jpg', contentType: 'image/jpeg', bytes: await makeJpeg() }),
    });
    expect(cover.statusCode).toBe(403);

    const mine = await wish(t.c.owner, 'Ayşe’nin dileği');
    const added = await t.c.partner.api({ method: 'POST', url: `/api/trips/${trip.id}/places`, payload: { newPlaces: [{ ...spot, name: 'Mehmet’in yeri' }] } });
    expect(added.statusCode).toBe(200);
    expect(added.json().trip.placeCount).toBe(1);
    await t.c.owner.api({ method: 'POST', url: `/api/trips/${trip.id}/places`, payload: { placeIds: [mine.id] } });
    const partnersPlace = (await detail(t.c.owner, trip.id)).places.find((p) => p.name === 'Mehmet’in yeri')!;
    // The partner may not take out what the trip's adder chose; the adder may take out anything.
    const refused = await t.c.partner.api({ method: 'DELETE', url: `/api/trips/${trip.id}/places/${mine.id}` });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ error: 'Bu yeri seyahatten sadece onu ekleyen kişi çıkarabilir.' });
    expect((await t.c.partner.api({ method: 'DELETE', url: `/api/trips/${trip.id}/places/${partnersPlace.id}` })).statusCode).toBe(200);
    expect((await t.c.owner.api({ method: 'DELETE', url: `/api/trips/${trip.id}/places/${mine.id}` })).statusCode).toBe(200);
    expect((await detail(t.c.owner, trip.id)).places).toEqual([]);
    // The places themselves stay.
    expect((await places(t.c.owner)).some((p) => p.id === mine.id)).toBe(true);
  });

  it('a cover goes through the photo pipeline; replacing it or deleting the trip removes its files, never its places', async () => {
    const goreme = await wish(t.c.owner, 'Kalacak dilek');
    const trip: TripSummary = (await create(t.c.owner, { ...kapadokya, name: 'Kapaklı', placeIds: [goreme.id] })).json().trip;
    const upload = async () =>
      t.c.owner.api({
        method: 'POST',
        url: `/api/trips/${trip.id}/cover`,
        ...multipartForm({ filename: 'k.jpg', contentType: 'image/jpeg', bytes: await makeJpeg({ gps: true }) }),
      });
    const first = (await upload()).json().trip.cover;
    expect(first).toEqual({ id: expect.any(String), url: `/api/photos/${first.id}`, thumbUrl: `/api/photos/${first.id}/thumb` });
    const second = (await upload()).json().trip.cover;
    expect(await findPhoto(t.app.ctx.db, t.c.spaceId, first.id)).toBeNull();
    expect((await t.c.owner.api({ method: 'DELETE', url: `/api/trips/${trip.id}` })).statusCode).toBe(200);
    expect(await findPhoto(t.app.ctx.db, t.c.spaceId, second.id)).toBeNull();
    expect((await trips(t.c.owner)).some((x) => x.id === trip.id)).toBe(false);
    expect((await places(t.c.owner)).some((p) => p.id === goreme.id)).toBe(true);
  });
  it("a trip's places carry their ratings as the places page shows them (only theirs are read)", async () => {
    const visited = (name: string, rating?: number) =>
      t.c.owner.api({ method: 'POST', url: '/api/places', payload: { ...spot, name, category: 'Diğer', visitDate: '2025-05-01', ...(rating && { rating }) } });
    const rated: Place = (await visited('Ihlara', 9)).json().place;
    const unrated: Place = (await visited('Avanos')).json().place;
    await visited('Başka bir yer', 4);
    const trip: TripSummary = (await create(t.c.partner, { ...kapadokya, placeIds: [rated.id, unrated.id] })).json().trip;
    const d = await detail(t.c.owner, trip.id);
    const shown = await places(t.c.owner);
    expect(d.places.map((p) => [p.name, p.ratings])).toEqual([
      ['Avanos', []],
      ['Ihlara', shown.find((p) => p.id === rated.id)!.ratings],
    ]);
    expect(d.places.find((p) => p.id === rated.id)!.ratings).toEqual([
      { memberId: t.c.owner.id, displayName: 'Ayşe', rating: 9, note: '' },
      { memberId: t.c.partner.id, displayName: expect.any(String), rating: null, note: '' },
    ]);
  });
});
