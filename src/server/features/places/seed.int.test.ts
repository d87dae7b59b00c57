import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple, seedContextFor } from '../../testing/fixtures';
import { placesSeed } from './seed';
import type { Place } from '../../../shared/places';

describe('places demo seed', () => {
  let app: FastifyInstance;
  let c: Couple;
  beforeAll(async () => {
    app = await createTestApp({ env: { REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(app);
  });
  afterAll(() => app.close());

  it('adds a few İstanbul places from both members and a notification, once', async () => {
    const ctx = seedContextFor(app, c, new Date('2025-05-01T10:00:00Z'));
    await placesSeed(ctx);
    await placesSeed(ctx);
    const places: Place[] = (await c.owner.api({ url: '/api/places' })).json().places;
    expect(places).toHaveLength(5);
    expect(places[0]).toMatchObject({ name: 'Çiya Sofrası', visitDate: '2025-04-24', category: 'Restoran' });
    expect(new Set(places.map((p) => p.addedBy?.id))).toEqual(new Set([c.owner.id, c.partner.id]));
    // All within İstanbul.
    expect(places.every((p) => p.lat > 40.8 && p.lat < 41.3 && p.lng > 28.5 && p.lng < 29.5)).toBe(true);
    expect((await c.partner.api({ url: '/api/notifications' })).json().notifications[0].message).toBe('Ayşe yeni bir yer ekledi: Çiya Sofrası');
  });
});
