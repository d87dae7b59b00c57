import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../../testing/couple-app';
import { createCouple, type Couple } from '../../../testing/fixtures';
import { makeJpeg, multipartForm } from '../../../testing/photos';
import { yearSeeder } from '../../../testing/yilimiz';
import { distanceKm } from '../../../../shared/geo';
import type { NotificationList } from '../../../../shared/notifications';
import type { TripDetail, TripSummary } from '../../../../shared/trips';
import { runNudges } from '../../notifications/nudges';
import { dailyNudges } from '../../index';

/**
 * Issue 37: what happened on a trip's days belongs to it by date — memories with their photos,
 * both members' songs, places visited — with no second entry; the story's route, counts, and the
 * notice the morning after.
 */
describe("a trip's days and its story", () => {
  const clock = { now: new Date('2025-05-03T09:00:00Z') };
  const t = useCoupleApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
  const ege = { name: 'Ege Turu', startDate: '2025-05-01', endDate: '2025-05-04' };
  const izmir = { lat: 38.4237, lng: 27.1428 };
  const cesme = { lat: 38.3236, lng: 26.3036 };
  const sirince = { lat: 37.9436, lng: 27.4311 };

  const detail = async (member: Couple['owner'], id: string): Promise<TripDetail> => (await member.api({ url: `/api/trips/${id}` })).json();
  const memory = async (member: Couple['owner'], title: string, date: string) =>
    (await member.api({ method: 'POST', url: '/api/memories', payload: { title, date, category: 'travel' } })).json().memory.id as string;
  const photo = async (member: Couple['owner'], memoryId: string) =>
    member.api({ method: 'POST', url: `/api/memories/${memoryId}/photos`, ...multipartForm({ filename: 'a.jpg', contentType: 'image/jpeg', bytes: await makeJpeg() }) });
  const place = async (member: Couple['owner'], name: string, at: { lat: number; lng: number }, visitDate: string | null) =>
    (await member.api({ method: 'POST', url: '/api/places', payload: { name, ...at, ...(visitDate ? { visitDate } : { status: 'wish' }) } })).json().place.id as string;

  it('gathers memories, songs and visits dated inside it, during the trip and after, and nothing from outside or from another couple', async () => {
    const seed = yearSeeder(t.app, t.c.spaceId);
    const other = await createCouple(t.app, ['Zeynep', 'Can']);
    const wish = await place(t.c.partner, 'Şirince', sirince, null);
    const trip: TripSummary = (await t.c.owner.api({ method: 'POST', url: '/api/trips', payload: { ...ege, placeIds: [wish] } })).json().trip;
    expect(trip.phase).toBe('ongoing');

    const first = await memory(t.c.owner, 'İlk akşam', '2025-05-01');
    expect((await photo(t.c.owner, first)).statusCode).toBe(201);
    expect((await photo(t.c.owner, first)).statusCode).toBe(201);
    await memory(t.c.partner, 'Kale', '2025-05-02');
    await memory(t.c.owner, 'Önceki gün', '2025-04-30');
    await memory(other.owner, 'Başkasının anısı', '2025-05-02');
    await seed.song(t.c.owner.id, '2025-05-01', 'Ayşe’nin şarkısı');
    await seed.song(t.c.partner.id, '2025-05-01', 'Mehmet’in şarkısı');
    await seed.song(t.c.partner.id, '2025-05-03', 'Dönüş');
    await seed.song(t.c.owner.id, '2025-05-05', 'Sonraki gün');
    await place(t.c.owner, 'İzmir', izmir, '2025-05-02');
    await place(t.c.partner, 'Çeşme', cesme, '2025-05-01');
    await place(t.c.owner, 'Önceki yer', izmir, '2025-04-29');

    const d = await detail(t.c.partner, trip.id);
    expect(d.days.map((day) => [day.date, day.memories.map((m) => m.title), day.songs.map((s) => s.title), day.places.map((p) => p.name)])).toEqual([
      ['2025-05-01', ['İlk akşam'], ['Ayşe’nin şarkısı', 'Mehmet’in şarkısı'], ['Çeşme']],
      ['2025-05-02', ['Kale'], [], ['İzmir']],
      ['2025-05-03', [], ['Dönüş'], []],
      ['2025-05-04', [], [], []],
    ]);
    expect(d.days[0].memories[0].photoIds).toHaveLength(2);
    expect(d.songs.map((s) => [s.title, s.addedByName])).toEqual([
      ['Ayşe’nin şarkısı', 'Ayşe'],
      ['Mehmet’in şarkısı', 'Mehmet'],
      ['Dönüş', 'Mehmet'],
    ]);
    expect(d.places.map((p) => [p.name, p.status])).toEqual([['Şirince', 'wish']]);
    expect(d.counts).toMatchObject({ days: 4, places: 2, photos: 2 });

    // The wish visited during the trip becomes 'Gittik' with that day when the couple confirms it…
    const outside = await t.c.owner.api({ method: 'POST', url: `/api/places/${wish}/visit`, payload: { visitDate: '2025-04-30', tripId: trip.id } });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toEqual({ error: 'Tarih, seyahatin günlerinden biri olmalı.' });
    const later = await t.c.owner.api({ method: 'POST', url: `/api/places/${wish}/visit`, payload: { visitDate: '2025-05-04', tripId: trip.id } });
    expect(later.statusCode).toBe(400);
    expect(later.json()).toEqual({ error: 'Ziyaret tarihi ileri bir tarih olamaz.' });
    const confirmed = await t.c.owner.api({ method: 'POST', url: `/api/places/${wish}/visit`, payload: { visitDate: '2025-05-03', tripId: trip.id } });
    expect(confirmed.json().place).toMatchObject({ status: 'visited', visitDate: '2025-05-03' });

    // …and joins the route, in visit order; the kilometres are the legs' haversine distances.
    const after = await detail(t.c.owner, trip.id);
    expect(after.route.map((s) => s.name)).toEqual(['Çeşme', 'İzmir', 'Şirince']);
    expect(after.counts).toEqual({ days: 4, places: 3, photos: 2, km: Math.round(distanceKm(cesme, izmir) + distanceKm(izmir, sirince)) });
    expect(after.counts.km).toBeGreaterThan(100);
    expect(after.days[2].places.map((p) => p.name)).toEqual(['Şirince']);
  });

  it("both members hear 'Seyahatinizin hikâyesi hazır: ‹ad›' the morning after it ends, once, in the space's zone", async () => {
    const messages = async (m: Couple['owner']) => ((await m.api({ url: '/api/notifications' })).json() as NotificationList).notifications.map((n) => n.message);
    const trip: TripSummary = (await t.c.partner.api({ method: 'POST', url: '/api/trips', payload: { name: 'Kapadokya', startDate: '2025-05-10', endDate: '2025-05-12' } })).json().trip;
    const story = 'Seyahatinizin hikâyesi hazır: Kapadokya';
    clock.now = new Date('2025-05-12T07:00:00Z'); // its last day, 10:00: not yet
    await runNudges(t.app, dailyNudges);
    clock.now = new Date('2025-05-13T05:30:00Z'); // the morning after, 08:30: not yet
    await runNudges(t.app, dailyNudges);
    expect(await messages(t.c.owner)).not.toContain(story);
    clock.now = new Date('2025-05-13T06:30:00Z'); // 09:30
    await runNudges(t.app, dailyNudges);
    await runNudges(t.app, dailyNudges);
    for (const member of [t.c.owner, t.c.partner]) expect((await messages(member)).filter((m) => m === story)).toHaveLength(1);
    clock.now = new Date('2025-05-14T06:30:00Z'); // the day after: nothing new
    await runNudges(t.app, dailyNudges);
    expect((await messages(t.c.owner)).filter((m) => m === story)).toHaveLength(1);
    expect((await detail(t.c.owner, trip.id)).trip.phase).toBe('past');
  });
});
