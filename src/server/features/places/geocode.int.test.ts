import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import { createCouple, type Couple } from '../../testing/fixtures';
import { startFakeGeocoding, type FakeGeocoding } from '../../../../testing/fakes/geocoding';
import { PLACE_ADDRESS_MAX, type GeoResult } from '../../../shared/places';

const FAILED = 'Konum araması sırasında bir hata oluştu. Lütfen daha sonra tekrar deneyin.';
const BUSY = 'Konum servisi şu an yoğun. Lütfen biraz sonra tekrar deneyin.';

describe('geocoding proxy', () => {
  let fake: FakeGeocoding;
  let keyless: FastifyInstance;
  let withKey: FastifyInstance;
  let c: Couple;
  let g: Couple;

  beforeAll(async () => {
    fake = await startFakeGeocoding();
    keyless = await createTestApp({ env: { ...fake.env, REMINDER_INTERVAL_MINUTES: '0', CATALOG_MAX_PER_MINUTE: '12' } });
    withKey = await createTestApp({ env: { ...fake.env, GOOGLE_MAPS_API_KEY: 'secret-maps-key', REMINDER_INTERVAL_MINUTES: '0' } });
    c = await createCouple(keyless);
    g = await createCouple(withKey);
  });
  afterAll(async () => {
    await keyless.close();
    await withKey.close();
    await fake.close();
  });

  const callsTo = (path: string) => fake.calls.filter((x) => x.path === path);

  it('keyless: searches Nominatim in Turkish with a User-Agent naming the app, and caches the answer', async () => {
    const before = callsTo('/nominatim/search').length;
    const res = await c.owner.api({ url: '/api/places/geocode/search?q=Galata' });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual([
      {
        name: 'Galata Kulesi',
        address: 'Galata Kulesi, Galata Kulesi Sokağı, Bereketzade, Beyoğlu, İstanbul, Türkiye',
        fullAddress: 'Galata Kulesi, Galata Kulesi Sokağı, Bereketzade, Beyoğlu, İstanbul, Marmara Bölgesi, 34421, Türkiye',
        lat: 41.0256411,
        lng: 28.9741083,
      },
    ]);
    const call = callsTo('/nominatim/search').at(-1)!;
    expect(call.query).toMatchObject({ q: 'Galata', format: 'jsonv2', 'accept-language': 'tr' });
    expect(call.userAgent).toMatch(/^Defterimiz\//);

    // The same words again (other case, other spacing) come from the database cache.
    const again = await c.partner.api({ url: '/api/places/geocode/search?q=%20galata%20' });
    expect(again.json().results).toHaveLength(1);
    expect(callsTo('/nominatim/search').length).toBe(before + 1);
  });

  it('keyless: a long answer (Brussels, 320 characters) comes back short enough to save, and saves', async () => {
    const res = await c.owner.api({ url: '/api/places/geocode/search?q=Place des Palais' });
    const results: GeoResult[] = res.json().results;
    expect(results).toHaveLength(3);
    expect(results[0]).toMatchObject({
      name: 'Palais Royal - Koninklijk Paleis',
      address: 'Palais Royal - Koninklijk Paleis, Place des Palais - Paleizenplein 1, Pentagone - Vijfhoek, Ville de Bruxelles - Stad Brussel, België / Belgique / Belgien',
    });
    expect(results[0].fullAddress).toHaveLength(320);
    for (const r of results) expect(r.address.length).toBeLessThanOrEqual(PLACE_ADDRESS_MAX);
    // Nominatim was asked for the address parts the short form is built from.
    expect(callsTo('/nominatim/search').at(-1)!.query).toMatchObject({ addressdetails: '1' });

    const saved = await c.owner.api({ method: 'POST', url: '/api/places', payload: { name: results[0].name, address: results[0].address, lat: results[0].lat, lng: results[0].lng, visitDate: '2025-04-12' } });
    expect(saved.statusCode).toBe(201);
    expect(saved.json().place.address).toBe(results[0].address);

    // A map click (reverse) follows the same rule: Bolzano - Bozen, 327 characters.
    const reverse = await c.owner.api({ url: '/api/places/geocode/reverse?lat=46.49836&lng=11.35479' });
    const point: GeoResult = reverse.json().result;
    expect(point.fullAddress.length).toBeGreaterThan(PLACE_ADDRESS_MAX);
    expect(point.address).toMatch(/^Walther von der Vogelweide-Denkmal - .*, Bolzano - Bozen, İtalya$/);
    expect(point.address.length).toBeLessThanOrEqual(PLACE_ADDRESS_MAX);
  });

  it('keyless: short queries ask nobody; bad points are a Turkish 400', async () => {
    const before = fake.calls.length;
    expect((await c.owner.api({ url: '/api/places/geocode/search?q=ga' })).json()).toEqual({ results: [] });
    expect(fake.calls.length).toBe(before);
    const bad = await c.owner.api({ url: '/api/places/geocode/reverse?lat=abc&lng=29' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'Geçerli bir konum seçin.' });
  });

  it('keyless: reverse finds the address, or nothing (the client shows "Konum bulunamadı")', async () => {
    const found = await c.owner.api({ url: '/api/places/geocode/reverse?lat=41.0082&lng=28.9784' });
    expect(found.json().result).toMatchObject({ name: 'Sultanahmet Meydanı' });
    const sea = await c.owner.api({ url: '/api/places/geocode/reverse?lat=34.5&lng=18.2' });
    expect(sea.statusCode).toBe(200);
    expect(sea.json()).toEqual({ result: null });
  });

  it('keeps to one Nominatim request a second from the server', async () => {
    const before = callsTo('/nominatim/search').length;
    const [a, b] = await Promise.all([
      c.owner.api({ url: '/api/places/geocode/search?q=Moda Sahili' }),
      c.partner.api({ url: '/api/places/geocode/search?q=Emirgan' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const [first, second] = callsTo('/nominatim/search').slice(before);
    // The two calls reached the service at least a second apart (a few ms of timer slack allowed).
    expect(second.at - first.at).toBeGreaterThanOrEqual(990);
  });

  it('a busy or broken Nominatim is a Turkish 503/502, never a 500, and is not cached', async () => {
    fake.fail = 'busy';
    const busy = await c.owner.api({ url: '/api/places/geocode/search?q=İstanbul Modern' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ error: BUSY });
    fake.fail = 'down';
    const down = await c.owner.api({ url: '/api/places/geocode/reverse?lat=41.1086&lng=29.0536' });
    expect(down.statusCode).toBe(502);
    expect(down.json()).toEqual({ error: FAILED });
    fake.fail = null;
    const ok = await c.owner.api({ url: '/api/places/geocode/search?q=İstanbul Modern' });
    expect(ok.json().results[0].name).toBe('İstanbul Modern');
  });

  it('with GOOGLE_MAPS_API_KEY: Google answers, with the key sent to Google only', async () => {
    const res = await g.owner.api({ url: '/api/places/geocode/search?q=Moda' });
    expect(res.json().results).toEqual([
      { name: 'Moda Sahili', address: 'Moda Sahili, Caferağa, Kadıköy, İstanbul, Türkiye', fullAddress: expect.stringContaining('Kadıköy, İstanbul, 34710'), lat: 40.9814, lng: 29.0253 },
    ]);
    const call = callsTo('/google/json').at(-1)!;
    expect(call.query).toMatchObject({ address: 'Moda', key: 'secret-maps-key', language: 'tr' });
    expect(res.body).not.toContain('secret-maps-key');

    const reverse = await g.owner.api({ url: '/api/places/geocode/reverse?lat=41.0256&lng=28.9741' });
    expect(reverse.json().result.name).toBe('Galata Kulesi');
    expect((await g.owner.api({ url: '/api/places/geocode/search?q=qqxzyqqq' })).json()).toEqual({ results: [] });
    expect((await g.owner.api({ url: '/api/places/geocode/reverse?lat=34.5&lng=18.2' })).json()).toEqual({ result: null });

    // Google's rural formatted_address of 320 characters: built short from address_components.
    const rural: GeoResult = (await g.owner.api({ url: '/api/places/geocode/search?q=Kuşçalı' })).json().results[0];
    expect(rural.fullAddress).toHaveLength(320);
    expect(rural.address).toMatch(/No:12, Yenidoğan .*, Yenişarbademli, Isparta, Türkiye$/);
    expect(rural.address.length).toBeLessThanOrEqual(PLACE_ADDRESS_MAX);

    fake.fail = 'busy';
    const busy = await g.owner.api({ url: '/api/places/geocode/search?q=Sultanahmet' });
    fake.fail = null;
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ error: BUSY });
  });

  it('REQUEST_DENIED (a bad key) is a Turkish 502 that never shows the key', async () => {
    const denied = await createTestApp({ env: { ...fake.env, GOOGLE_MAPS_API_KEY: 'denied', REMINDER_INTERVAL_MINUTES: '0' } });
    try {
      const d = await createCouple(denied);
      const res = await d.owner.api({ url: '/api/places/geocode/search?q=Galata' });
      expect(res.statusCode).toBe(502);
      expect(res.json()).toEqual({ error: FAILED });
    } finally {
      await denied.close();
    }
  });

  it('is rate-limited per member, like the catalogue proxy', async () => {
    const x = await createCouple(keyless, ['Elif', 'Deniz']);
    let last = 0;
    for (let i = 0; i < 13; i++) last = (await x.owner.api({ url: '/api/places/geocode/search?q=ab' })).statusCode;
    expect(last).toBe(429);
    // The partner has a limit of their own.
    expect((await x.partner.api({ url: '/api/places/geocode/search?q=ab' })).statusCode).toBe(200);
  });
});
