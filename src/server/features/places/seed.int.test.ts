import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../testing/couple-app';
import { seedContextFor } from '../../testing/fixtures';
import { placesSeed } from './seed';
import type { Place } from '../../../shared/places';

describe('places demo seed', () => {
  const t = useCoupleApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });

  it('adds a few İstanbul places from both members and a notification, once', async () => {
    const ctx = seedContextFor(t.app, t.c, new Date('2025-05-01T10:00:00Z'));
    await placesSeed(ctx);
    await placesSeed(ctx);
    const places: Place[] = (await t.c.owner.api({ url: '/api/places' })).json().places;
    expect(places).toHaveLength(5);
    expect(places[0]).toMatchObject({ name: 'Çiya Sofrası', visitDate: '2025-04-24', category: 'Restoran' });
    expect(new Set(places.map((p) => p.addedBy?.id))).toEqual(new Set([t.c.owner.id, t.c.partner.id]));
    // All within İstanbul.
    expect(places.every((p) => p.lat > 40.8 && p.lat < 41.3 && p.lng > 28.5 && p.lng < 29.5)).toBe(true);
    expect((await t.c.partner.api({ url: '/api/notifications' })).json().notifications[0].message).toBe('Ayşe yeni bir yer ekledi: Çiya Sofrası');
  });
});
