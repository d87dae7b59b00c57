import { describe, expect, it } from 'vitest';
import { CatalogError } from '../../../catalog/types';
import { GoogleGeocoder } from './google';
import { NominatimGeocoder } from './nominatim';
import { MinIntervalQueue } from './throttle';
import { replay } from './fixtures/replay';

/** A clock that only moves when the queue waits, so the waits can be read off exactly. */
function fakeClock(start = 1_000_000) {
  const clock = { t: start, waits: [] as number[], starts: [] as number[] };
  const now = () => clock.t;
  const wait = async (ms: number) => {
    clock.waits.push(ms);
    clock.t += ms;
  };
  return { clock, now, wait };
}

const nominatim = (fetch: ReturnType<typeof replay>, queue = new MinIntervalQueue('nominatim', 1000, () => 0, async () => {})) =>
  new NominatimGeocoder({ baseUrl: 'https://nominatim.test', userAgent: 'Defterimiz/0.1 (test)', queue, fetch });
const google = (fetch: ReturnType<typeof replay>) => new GoogleGeocoder({ apiKey: 'secret-maps-key', baseUrl: 'https://maps.test/maps/api/geocode', fetch });

async function failure(promise: Promise<unknown>): Promise<CatalogError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(CatalogError);
  return err as CatalogError;
}

describe('Nominatim adapter (recorded answers)', () => {
  it('searches in Turkish, as jsonv2, with a User-Agent naming the app', async () => {
    const fetch = replay('nominatim/search');
    const results = await nominatim(fetch).search('galata kulesi');
    const url = fetch.urls[0];
    expect(url.origin + url.pathname).toBe('https://nominatim.test/search');
    expect(url.searchParams.get('q')).toBe('galata kulesi');
    expect(url.searchParams.get('format')).toBe('jsonv2');
    expect(url.searchParams.get('accept-language')).toBe('tr');
    expect(url.searchParams.get('limit')).toBe('5');
    expect(url.searchParams.get('addressdetails')).toBe('1');
    expect(fetch.headers[0].get('user-agent')).toBe('Defterimiz/0.1 (test)');
    // String coordinates become numbers; the address is built from its parts (no region, no
    // postcode), the service's own text is the tooltip; a nameless road is named by its address;
    // a broken row is dropped.
    expect(results).toEqual([
      {
        name: 'Galata Kulesi',
        address: 'Galata Kulesi, Galata Kulesi Sokağı, Bereketzade, Beyoğlu, İstanbul, Türkiye',
        fullAddress: 'Galata Kulesi, Galata Kulesi Sokağı, Bereketzade, Beyoğlu, İstanbul, Marmara Bölgesi, 34421, Türkiye',
        lat: 41.0256411,
        lng: 28.9741083,
      },
      {
        name: 'Galata Kulesi Sokağı',
        address: 'Galata Kulesi Sokağı, Bereketzade, Beyoğlu, İstanbul, Türkiye',
        fullAddress: expect.stringMatching(/^Galata Kulesi Sokağı, Bereketzade, .*, 34421, Türkiye$/),
        lat: 41.025821,
        lng: 28.973761,
      },
    ]);
  });

  it('an empty search is an empty list', async () => {
    expect(await nominatim(replay('nominatim/search-empty')).search('qqxzyqqq')).toEqual([]);
  });

  it('reverse: lat/lon/zoom in the query, the address back', async () => {
    const fetch = replay('nominatim/reverse');
    const result = await nominatim(fetch).reverse(41.02564, 28.97411);
    expect(fetch.urls[0].pathname).toBe('/reverse');
    expect(fetch.urls[0].searchParams.get('lat')).toBe('41.02564');
    expect(fetch.urls[0].searchParams.get('lon')).toBe('28.97411');
    expect(fetch.urls[0].searchParams.get('accept-language')).toBe('tr');
    expect(result).toMatchObject({ name: 'Galata Kulesi', lat: 41.0256411, lng: 28.9741083 });
  });

  it("reverse with nothing there ('Unable to geocode') is null", async () => {
    expect(await nominatim(replay('nominatim/reverse-empty')).reverse(34.5, 18.2)).toBeNull();
  });

  it('HTTP 429 (an HTML page) is a CatalogError with status 429; 503 is "unavailable"', async () => {
    const busy = await failure(nominatim(replay('nominatim/too-many')).search('galata'));
    expect(busy.status).toBe(429);
    const down = await failure(nominatim(replay('nominatim/unavailable')).search('galata'));
    expect(down.reason).toBe('unavailable');
  });

  it('never sends more than one request a second, even when called at once', async () => {
    const { clock, now, wait } = fakeClock();
    const queue = new MinIntervalQueue('nominatim', 1000, now, wait);
    const fetch = replay('nominatim/search');
    const timed: typeof fetch = Object.assign(async (...args: Parameters<typeof fetch>) => {
      clock.starts.push(clock.t);
      return fetch(...args);
    }, { urls: fetch.urls, headers: fetch.headers });
    const geo = nominatim(timed, queue);
    await Promise.all([geo.search('a b c'), geo.search('d e f'), geo.reverse(41, 29)]);
    expect(clock.starts).toEqual([1_000_000, 1_001_000, 1_002_000]);
    expect(clock.waits).toEqual([1000, 1000]);

    // After a quiet spell longer than the interval, the next call goes at once.
    clock.t += 5000;
    await geo.search('g h i');
    expect(clock.waits).toHaveLength(2);
    expect(clock.starts[3] - clock.starts[2]).toBeGreaterThanOrEqual(1000);
  });

  it('a failed call still holds its slot; an over-full queue is refused at once', async () => {
    const { clock, now, wait } = fakeClock();
    const queue = new MinIntervalQueue('nominatim', 1000, now, wait, 2);
    const first = queue.run(async () => {
      throw new Error('boom');
    });
    const second = queue.run(async () => clock.t);
    const third = failure(queue.run(async () => 'never'));
    await expect(first).rejects.toThrow('boom');
    expect(await second).toBe(1_001_000);
    expect((await third).status).toBe(429);
  });
});

describe('Google Geocoding adapter (recorded answers)', () => {
  it('searches /json with the key, Turkish and the region', async () => {
    const fetch = replay('google/search');
    const results = await google(fetch).search('galata kulesi');
    const url = fetch.urls[0];
    expect(url.pathname).toBe('/maps/api/geocode/json');
    expect(url.searchParams.get('address')).toBe('galata kulesi');
    expect(url.searchParams.get('language')).toBe('tr');
    expect(url.searchParams.get('key')).toBe('secret-maps-key');
    expect(results).toEqual([
      {
        name: 'Galata Kulesi',
        address: 'Galata Kulesi, Bereketzade, Beyoğlu, İstanbul, Türkiye',
        fullAddress: 'Galata Kulesi, Bereketzade, Galata Kulesi Sk., 34421 Beyoğlu/İstanbul, Türkiye',
        lat: 41.0256411,
        lng: 28.9741083,
      },
    ]);
  });

  it('reverse reads results[0].formatted_address', async () => {
    const fetch = replay('google/reverse');
    const result = await google(fetch).reverse(41.02564, 28.97411);
    expect(fetch.urls[0].searchParams.get('latlng')).toBe('41.02564,28.97411');
    // Its only component is the street number: too little to build from, the service's text stays.
    expect(result?.address).toBe('Bereketzade, Galata Kulesi Sk. No:1, 34421 Beyoğlu/İstanbul, Türkiye');
  });

  it('ZERO_RESULTS is an empty list and a null point', async () => {
    expect(await google(replay('google/zero-results')).search('qqxzyqqq')).toEqual([]);
    expect(await google(replay('google/zero-results')).reverse(34.5, 18.2)).toBeNull();
  });

  it.each([
    ['google/request-denied', 'rejected', 200],
    ['google/over-query-limit', 'rejected', 429],
  ])('%s is a CatalogError (%s, %i) that names neither the key nor the URL', async (name, reason, status) => {
    const err = await failure(google(replay(name)).search('galata'));
    expect(err.reason).toBe(reason);
    expect(err.status).toBe(status);
    expect(err.message).not.toContain('secret-maps-key');
    expect(err.message).not.toContain('maps.test');
  });
});
