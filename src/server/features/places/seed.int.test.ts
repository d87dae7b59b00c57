import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../testing/couple-app';
import { seedContextFor } from '../../testing/fixtures';
import { placesSeed } from './seed';
import type { Place } from '../../../shared/places';

describe('places demo seed', () => {
  const t = useCoupleApp({ now: () => new Date('2025-05-01T10:00:00Z'), env: { REMINDER_INTERVAL_MINUTES: '0' } });

  it('adds a few İstanbul places, wishes and two trips from both members and a notification, once', async () => {
    const ctx = seedContextFor(t.app, t.c, new Date('2025-05-01T10:00:00Z'));
    await placesSeed(ctx);
    await placesSeed(ctx);
    const all: Place[] = (await t.c.owner.api({ url: '/api/places' })).json().places;
    const istanbul = all.filter((p) => p.lat > 40.8 && p.lat < 41.3 && p.lng > 28.5 && p.lng < 29.5);
    expect(istanbul).toHaveLength(5);
    expect(istanbul.find((p) => p.name === 'Çiya Sofrası')).toMatchObject({ status: 'visited', visitDate: '2025-04-24', category: 'Restoran' });
    expect(new Set(all.map((p) => p.addedBy?.id))).toEqual(new Set([t.c.owner.id, t.c.partner.id]));
    // The wishes come first; each has a reason or none, and no date.
    const wishes = all.filter((p) => p.status === 'wish');
    expect(wishes.map((p) => p.name)).toEqual(['Göreme', 'Uçhisar Kalesi', 'Bozcaada', 'Mardin Eski Şehir']);
    expect(all.slice(0, 4)).toEqual(wishes);
    expect(wishes.every((p) => p.visitDate === null && p.ratings.length === 0)).toBe(true);
    // 'Kapadokya' in twelve days with two wishes, 'Ege Turu' until yesterday with a route of three.
    const trips = (await t.c.owner.api({ url: '/api/trips' })).json().trips;
    expect(trips.map((trip: { name: string; phase: string; daysLeft: number; placeCount: number }) => [trip.name, trip.phase, trip.daysLeft, trip.placeCount])).toEqual([
      ['Kapadokya', 'upcoming', 12, 2],
      ['Ege Turu', 'past', 0, 0],
    ]);
    const ege = (await t.c.owner.api({ url: `/api/trips/${trips[1].id}` })).json();
    expect(ege.route.map((s: { name: string }) => s.name)).toEqual(['Alaçatı', 'Çeşme Kalesi', 'Şirince']);
    expect((await t.c.partner.api({ url: '/api/notifications' })).json().notifications[0].message).toBe('Ayşe yeni bir yer ekledi: Çiya Sofrası');
  });
});
