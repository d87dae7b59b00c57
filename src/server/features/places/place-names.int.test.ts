import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { startFakeGeocoding, type FakeGeocoding } from '../../../../testing/fakes/geocoding';
import type { GeoResult } from '../../../shared/places';

/**
 * Issue 33: 'palais royal' through the app, against the local services answering as Nominatim and
 * Google did (recorded answers whose items carry no `name`): every option names its place.
 */
describe('place search: every option names its place', () => {
  let fake: FakeGeocoding;
  let keyless: FastifyInstance;
  let withKey: FastifyInstance;
  let c: Couple;
  let g: Couple;

  beforeAll(async () => {
    fake = await startFakeGeocoding();
    keyless = await createTestApp({ env: { ...fake.env, REMINDER_INTERVAL_MINUTES: '0' } });
    withKey = await createTestApp({ env: { ...fake.env, GOOGLE_MAPS_API_KEY: 'maps-key', REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(keyless);
    g = await createCouple(withKey);
  });
  afterAll(async () => {
    await keyless.close();
    await withKey.close();
    await fake.close();
  });

  const search = async (member: Couple['owner'], q: string) => {
    const res = await member.api({ url: `/api/places/geocode/search?q=${encodeURIComponent(q)}` });
    expect(res.statusCode).toBe(200);
    return res.json().results as GeoResult[];
  };

  it('Nominatim: the palace is “Palais Royal”, not its street, and so are the others', async () => {
    const results = await search(c.owner, 'palais royal');
    expect(results.map((r) => r.name)).toEqual(['Palais Royal', 'Place du Palais Royal', 'Palais Royal - Musée du Louvre', 'Théâtre du Palais Royal', 'Jardin du Palais Royal']);
    expect(results[0]).toMatchObject({ address: 'Palais Royal, Rue de Valois, Paris 1er Arrondissement, Paris, Fransa', lat: 48.8637916, lng: 2.3374042 });
  });

  it('Google: the same places by name', async () => {
    const results = await search(g.owner, 'palais royal');
    expect(results.map((r) => r.name).slice(0, 4)).toEqual(['Palais Royal', 'Place du Palais Royal', 'Palais Royal - Musée du Louvre', 'Théâtre du Palais Royal']);
  });

  it('a reverse lookup (a map click) on the palace names it too', async () => {
    const res = await c.owner.api({ url: '/api/places/geocode/reverse?lat=48.86379&lng=2.33740' });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.name).toBe('Palais Royal');
  });
});
