import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { makeJpeg, multipartForm } from '../../testing/photos';
import { findPhoto } from '../../platform/photos-repo';
import { readBlob } from '../../platform/blobs';
import type { Place } from '../../../shared/places';
import type { ChangeEvent } from '../../../shared/events';

const REQUIRED = 'Lütfen başlık girin ve haritadan konum seçin';
const galata = { name: 'Galata Kulesi', address: 'Bereketzade, Beyoğlu, İstanbul', lat: 41.0256, lng: 28.9741, category: 'Müze', visitDate: '2025-04-12', rating: 9, notes: 'Gün batımı' };

describe('places', () => {
  let app: FastifyInstance;
  let c: Couple;
  let other: Couple;
  const clock = { now: new Date('2025-05-10T09:00:00Z') };

  beforeAll(async () => {
    app = await createTestApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
    other = await createCouple(app, ['Zeynep', 'Can']);
  });
  afterAll(() => app.close());

  const add = (member: Couple['owner'], payload: object) => member.api({ method: 'POST', url: '/api/places', payload });
  const list = async (member: Couple['owner']): Promise<Place[]> => (await member.api({ url: '/api/places' })).json().places;
  const uploadPhoto = async (member: Couple['owner'], id: string) =>
    member.api({ method: 'POST', url: `/api/places/${id}/photo`, ...multipartForm({ filename: 'yer.jpg', contentType: 'image/jpeg', bytes: await makeJpeg({ gps: true }) }) });

  it('adds a place with every field under one name, shared by both members, newest visit first', async () => {
    const events: ChangeEvent[] = [];
    const stop = app.ctx.bus.subscribe(c.spaceId, (e) => events.push(e));
    const res = await add(c.owner, { ...galata, name: '  Galata Kulesi ' });
    expect(res.statusCode).toBe(201);
    const place: Place = res.json().place;
    const { rating: _rating, ...fields } = galata;
    expect(place).toMatchObject({ ...fields, photo: null, createdAt: '2025-05-10T09:00:00.000Z', addedBy: { id: c.owner.id, displayName: 'Ayşe' } });
    // The adder's rating is the adder's own (İkimiz); the partner's side shows unrated.
    expect(place.ratings).toEqual([
      { memberId: c.owner.id, displayName: 'Ayşe', rating: 9, note: '' },
      { memberId: c.partner.id, displayName: 'Mehmet', rating: null, note: '' },
    ]);
    await vi.waitFor(() => expect(events.some((e) => e.topic === 'places' && e.actorId === c.owner.id)).toBe(true));
    stop();

    await add(c.partner, { name: 'Moda Sahili', lat: 40.98, lng: 29.02, visitDate: '2025-05-01' });
    await add(c.partner, { name: 'Eski gezi', lat: 41.1, lng: 29.05, visitDate: '2024-09-01', category: 'Park' });
    // Decisions §5.4: the partner sees the owner's places too.
    expect((await list(c.partner)).map((p) => p.name)).toEqual(['Moda Sahili', 'Galata Kulesi', 'Eski gezi']);
    const moda = (await list(c.owner))[0];
    expect(moda).toMatchObject({ address: '', category: 'Diğer', ratings: [], notes: '' });
  });

  it('editing updates the same place: same id, no new row (decisions §5.1)', async () => {
    const place: Place = (await add(c.owner, { ...galata, name: 'Karaköy Lokantası', category: 'Restoran' })).json().place;
    const before = (await list(c.owner)).length;
    clock.now = new Date('2025-05-11T09:00:00Z');
    const put = await c.owner.api({ method: 'PUT', url: `/api/places/${place.id}`, payload: { ...galata, name: 'Karaköy Lokantası', category: 'Restoran', rating: 10, notes: 'Yine gideriz' } });
    expect(put.statusCode).toBe(200);
    expect(put.json().place).toMatchObject({ id: place.id, notes: 'Yine gideriz', createdAt: place.createdAt, updatedAt: '2025-05-11T09:00:00.000Z' });
    expect(put.json().place.ratings.map((r: { rating: number | null }) => r.rating)).toEqual([10, null]);
    const after = await list(c.owner);
    expect(after).toHaveLength(before);
    expect(after.filter((p) => p.name === 'Karaköy Lokantası').map((p) => p.id)).toEqual([place.id]);
  });

  it.each([
    ['no name', { ...galata, name: '  ' }, REQUIRED],
    ['no location', { name: 'Bir yer', visitDate: '2025-01-01' }, REQUIRED],
    ['no longitude', { name: 'Bir yer', lat: 41, visitDate: '2025-01-01' }, REQUIRED],
    ['a rating of 11', { ...galata, rating: 11 }, 'Puan 1 ile 10 arasında olmalıdır.'],
    ['a rating of 0', { ...galata, rating: 0 }, 'Puan 1 ile 10 arasında olmalıdır.'],
    ['an unknown category', { ...galata, category: 'Bar' }, 'Lütfen bir kategori seçin.'],
    ['a latitude off the globe', { ...galata, lat: 123 }, 'Geçerli bir konum seçin.'],
    ['no visit date', { ...galata, visitDate: '2025-02-30' }, 'Geçerli bir tarih girin.'],
  ])('refuses %s with a Turkish message and stores nothing', async (_label, payload, message) => {
    const before = (await list(c.owner)).length;
    const res = await add(c.owner, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: message });
    expect(await list(c.owner)).toHaveLength(before);
  });

  it('only the adder edits, deletes or sets the photo (403); another couple finds nothing (404)', async () => {
    const place: Place = (await add(c.owner, { ...galata, name: 'Benim yerim' })).json().place;
    const edit = await c.partner.api({ method: 'PUT', url: `/api/places/${place.id}`, payload: { ...galata, name: 'Değişti' } });
    expect(edit.statusCode).toBe(403);
    expect(edit.json()).toEqual({ error: 'Bu yeri sadece ekleyen kişi düzenleyebilir.' });
    const del = await c.partner.api({ method: 'DELETE', url: `/api/places/${place.id}` });
    expect(del.statusCode).toBe(403);
    expect(del.json()).toEqual({ error: 'Bu yeri sadece ekleyen kişi silebilir.' });
    expect((await uploadPhoto(c.partner, place.id)).statusCode).toBe(403);

    for (const res of [
      await other.owner.api({ method: 'PUT', url: `/api/places/${place.id}`, payload: galata }),
      await other.owner.api({ method: 'DELETE', url: `/api/places/${place.id}` }),
      await uploadPhoto(other.owner, place.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Aradığınız kayıt bulunamadı.' });
    }
    expect(await list(other.owner)).toEqual([]);
    expect((await app.inject({ url: '/api/places' })).statusCode).toBe(401);
    expect((await list(c.owner)).find((p) => p.id === place.id)?.name).toBe('Benim yerim');
  });

  it("a photo goes through the pipeline; replacing, removing or deleting removes the old photo's files", async () => {
    const place: Place = (await add(c.owner, { ...galata, name: 'Fotoğraflı yer' })).json().place;
    const first = await uploadPhoto(c.owner, place.id);
    expect(first.statusCode).toBe(200);
    const photo1 = first.json().place.photo;
    expect(photo1).toEqual({ id: expect.any(String), url: `/api/photos/${photo1.id}`, thumbUrl: `/api/photos/${photo1.id}/thumb` });
    const row1 = (await findPhoto(app.ctx.db, c.spaceId, photo1.id))!;
    const stored = (await readBlob(app.ctx.blobs, row1.key))!;
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    expect((await c.partner.api({ url: photo1.thumbUrl })).statusCode).toBe(200);
    expect((await other.owner.api({ url: photo1.thumbUrl })).statusCode).toBe(404);

    const photo2 = (await uploadPhoto(c.owner, place.id)).json().place.photo;
    expect(photo2.id).not.toBe(photo1.id);
    expect(await findPhoto(app.ctx.db, c.spaceId, photo1.id)).toBeNull();
    expect(await app.ctx.blobs.get(row1.key)).toBeNull();
    expect(await app.ctx.blobs.get(row1.thumbKey)).toBeNull();

    // An edit without `photo` keeps it; `photo: null` removes it and its files.
    const kept = await c.owner.api({ method: 'PUT', url: `/api/places/${place.id}`, payload: { ...galata, name: 'Fotoğraflı yer' } });
    expect(kept.json().place.photo.id).toBe(photo2.id);
    const row2 = (await findPhoto(app.ctx.db, c.spaceId, photo2.id))!;
    const cleared = await c.owner.api({ method: 'PUT', url: `/api/places/${place.id}`, payload: { ...galata, name: 'Fotoğraflı yer', photo: null } });
    expect(cleared.json().place.photo).toBeNull();
    expect(await app.ctx.blobs.get(row2.key)).toBeNull();

    const photo3 = (await uploadPhoto(c.owner, place.id)).json().place.photo;
    const row3 = (await findPhoto(app.ctx.db, c.spaceId, photo3.id))!;
    expect((await c.owner.api({ method: 'DELETE', url: `/api/places/${place.id}` })).statusCode).toBe(200);
    expect(await findPhoto(app.ctx.db, c.spaceId, photo3.id)).toBeNull();
    expect(await app.ctx.blobs.get(row3.key)).toBeNull();
    expect((await list(c.owner)).some((p) => p.id === place.id)).toBe(false);
  });

  it('a photo upload without a file or with a wrong type is a Turkish 400 and changes nothing', async () => {
    const place: Place = (await add(c.owner, { ...galata, name: 'Fotoğrafsız' })).json().place;
    const none = await c.owner.api({ method: 'POST', url: `/api/places/${place.id}/photo`, ...multipartForm(null, { x: '1' }) });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ error: 'Lütfen bir fotoğraf seçin.' });
    const text = await c.owner.api({ method: 'POST', url: `/api/places/${place.id}/photo`, ...multipartForm({ filename: 'a.jpg', contentType: 'image/jpeg', bytes: Buffer.from('merhaba') }) });
    expect(text.statusCode).toBe(400);
    expect((await list(c.owner)).find((p) => p.id === place.id)?.photo).toBeNull();
  });

  it("tells the partner '{ad} yeni bir yer ekledi: {ad}' and counts the places on home", async () => {
    const partnerBefore = (await c.partner.api({ url: '/api/notifications' })).json().unreadCount;
    const ownerBefore = (await c.owner.api({ url: '/api/notifications' })).json().unreadCount;
    await add(c.owner, { ...galata, name: 'Pierre Loti Tepesi' });
    const partner = (await c.partner.api({ url: '/api/notifications' })).json();
    expect(partner.unreadCount).toBe(partnerBefore + 1);
    expect(partner.notifications[0]).toMatchObject({ title: 'Yeni yer', message: 'Ayşe yeni bir yer ekledi: Pierre Loti Tepesi' });
    expect((await c.owner.api({ url: '/api/notifications' })).json().unreadCount).toBe(ownerBefore);

    const home = (await c.partner.api({ url: '/api/home' })).json();
    expect(home.counts.places).toBe((await list(c.owner)).length);
    expect((await other.owner.api({ url: '/api/home' })).json().counts.places).toBe(0);
  });
});
