import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { recording } from '../../src/server/features/places/geocoding/fixtures/replay';
import type { FakeService } from './fake-service';

/**
 * Local stand-ins for the map's outside services, in their real shapes:
 * - Nominatim (`/nominatim/search`, `/nominatim/reverse`, `format=jsonv2`): string coordinates,
 *   `{ "error": "Unable to geocode" }` for an empty reverse, an HTML 429 when `fail = 'busy'`, the
 *   `address` parts only with `addressdetails=1` (the default of /reverse);
 * - Google Geocoding (`/google/json`): `status` OK / ZERO_RESULTS, REQUEST_DENIED for the key
 *   'denied', OVER_QUERY_LIMIT when `fail = 'busy'`;
 * - a few places from the recorded answers in src/server/features/places/geocoding/fixtures whose
 *   whole address is longer than the place form accepts (Brussels, Bolzano, a Turkish village),
 *   and the answers to 'palais royal' whose items carry no `name`;
 * - a tile server (`/tiles/{z}/{x}/{y}.png`) answering a small calm PNG for any tile.
 * Every call is recorded with its time and User-Agent, so tests can check the usage policy.
 */
export interface KnownPlace {
  name: string;
  /** Nominatim's display_name. */
  displayName: string;
  /** Nominatim's `address` object (addressdetails=1). */
  parts: Record<string, string>;
  lat: number;
  lng: number;
  /** A recorded answer, served as it was recorded. */
  nominatim?: Record<string, unknown>;
  google?: Record<string, unknown>;
}

const istanbul = (name: string, parts: Record<string, string>, postcode: string, lat: number, lng: number): KnownPlace => {
  const all = { ...parts, province: 'İstanbul', region: 'Marmara Bölgesi', postcode, country: 'Türkiye', country_code: 'tr' };
  const displayName = [name, ...Object.entries(all).filter(([k, v]) => k !== 'country_code' && v !== name).map(([, v]) => v)].join(', ');
  return { name, displayName, parts: all, lat, lng };
};

/** Recorded answers whose whole address runs past the place form's 300 characters (issue 24). */
const recorded = (name: string, index = 0) => {
  const body = recording(name).body as Record<string, unknown> | Record<string, unknown>[];
  return Array.isArray(body) ? body[index] : body;
};
const fromRecording = (item: Record<string, unknown>, google?: Record<string, unknown>): KnownPlace => ({
  // A recorded answer may carry no `name` (issue 33): the place is then the start of display_name.
  name: String(item.name ?? '') || String(item.display_name).split(',')[0],
  displayName: String(item.display_name),
  parts: item.address as Record<string, string>,
  lat: Number(item.lat),
  lng: Number(item.lon),
  nominatim: item,
  google,
});
const googleRural = (recording('google/search-rural-long').body as { results: Record<string, unknown>[] }).results[0];
/** 'palais royal' as Nominatim and Google answered it: names missing from `name` (issue 33), paired by place. */
const palaisRoyal = (() => {
  const nominatim = recording('nominatim/search-palais-royal').body as Record<string, unknown>[];
  const google = (recording('google/search-palais-royal').body as { results: Record<string, unknown>[] }).results;
  return nominatim.map((item, i) => fromRecording(item, google[i]));
})();

export const knownPlaces: KnownPlace[] = [
  istanbul('Galata Kulesi', { man_made: 'Galata Kulesi', road: 'Galata Kulesi Sokağı', suburb: 'Bereketzade', town: 'Beyoğlu' }, '34421', 41.0256411, 28.9741083),
  istanbul('Sultanahmet Meydanı', { suburb: 'Binbirdirek', town: 'Fatih' }, '34122', 41.0081, 28.9779),
  istanbul('Moda Sahili', { suburb: 'Caferağa', town: 'Kadıköy' }, '34710', 40.9814, 29.0253),
  istanbul('Emirgan Korusu', { suburb: 'Emirgan', town: 'Sarıyer' }, '34467', 41.1086, 29.0536),
  istanbul('İstanbul Modern', { road: 'Meclis-i Mebusan Caddesi', suburb: 'Kılıçali Paşa', town: 'Beyoğlu' }, '34433', 41.0263, 28.984),
  // Paris: the Palais Royal, its square, station, theatre and garden (before Brussels' palace,
  // so 'palais royal' answers with these five as the recording did).
  ...palaisRoyal,
  // Brussels (320 characters), Bolzano - Bozen (327) and a Turkish village chain (312, with
  // Google's 320-character rural formatted_address for the same spot).
  fromRecording(recorded('nominatim/search-long', 0)),
  fromRecording(recorded('nominatim/search-long', 1)),
  fromRecording(recorded('nominatim/search-long', 2)),
  fromRecording(recorded('nominatim/reverse-long')),
  fromRecording(recorded('nominatim/reverse-turkish-chain'), googleRural),
];

export type GeoFailure = 'busy' | 'down' | null;

export type FakeGeocoding = FakeService<{ path: string; query: Record<string, string>; at: number; userAgent: string }, GeoFailure> & { tiles: number };

const fold = (s: string) => s.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) * 111;

const find = (q: string) => knownPlaces.filter((p) => fold(p.displayName).includes(fold(q.trim())));
const nearest = (lat: number, lng: number) => {
  const sorted = [...knownPlaces].sort((a, b) => distanceKm(a, { lat, lng }) - distanceKm(b, { lat, lng }));
  return sorted[0] && distanceKm(sorted[0], { lat, lng }) < 1.5 ? sorted[0] : null;
};

const licence = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';
const nominatimItem = (p: KnownPlace, i: number, addressDetails: boolean) => {
  const item = p.nominatim ?? {
    place_id: 90000000 + i,
    licence,
    osm_type: 'way',
    osm_id: 24000000 + i,
    lat: p.lat.toFixed(7),
    lon: p.lng.toFixed(7),
    category: 'amenity',
    type: 'attraction',
    place_rank: 30,
    importance: 0.5,
    addresstype: 'amenity',
    name: p.name,
    display_name: p.displayName,
    address: p.parts,
    boundingbox: [String(p.lat - 0.0002), String(p.lat + 0.0002), String(p.lng - 0.0002), String(p.lng + 0.0002)],
  };
  // Like the real service, the address parts come only when asked for.
  if (addressDetails) return item;
  const { address: _address, ...rest } = item;
  return rest;
};

/** Nominatim's parts in Google's shape (address_components), for the places without a Google recording. */
const GOOGLE_TYPES: [string, string[]][] = [
  ['road', ['route']],
  ['suburb', ['administrative_area_level_4', 'political']],
  ['city', ['locality', 'political']],
  ['town', ['administrative_area_level_2', 'political']],
  ['province', ['administrative_area_level_1', 'political']],
  ['state', ['administrative_area_level_1', 'political']],
  ['country', ['country', 'political']],
  ['postcode', ['postal_code']],
];
const googleItem = (p: KnownPlace) =>
  p.google ?? {
    address_components: [
      { long_name: p.name, short_name: p.name, types: ['establishment', 'point_of_interest'] },
      ...GOOGLE_TYPES.filter(([k]) => p.parts[k]).map(([k, types]) => ({ long_name: p.parts[k], short_name: k === 'country' ? p.parts.country_code.toUpperCase() : p.parts[k], types })),
    ],
    formatted_address: p.displayName.replace(', Marmara Bölgesi', ''),
    geometry: { location: { lat: p.lat, lng: p.lng }, location_type: 'GEOMETRIC_CENTER' },
    place_id: `ChIJfake${knownPlaces.indexOf(p)}`,
    types: ['establishment', 'point_of_interest'],
  };

export async function startFakeGeocoding(): Promise<FakeGeocoding> {
  const fake: FakeGeocoding = { url: '', env: {}, calls: [], tiles: 0, fail: null, close: async () => {} };
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 236, g: 238, b: 228 } } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect x="0.5" y="0.5" width="255" height="255" fill="none" stroke="#d6d9cc"/><path d="M0 170 C 80 140, 160 200, 256 150" stroke="#f5d9a8" stroke-width="6" fill="none"/></svg>') }])
    .png()
    .toBuffer();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
    if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) {
      fake.tiles += 1;
      res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' }).end(tile);
      return;
    }
    const query = Object.fromEntries(url.searchParams);
    fake.calls.push({ path: url.pathname, query, at: Date.now(), userAgent: String(req.headers['user-agent'] ?? '') });

    if (url.pathname.startsWith('/nominatim/')) {
      if (fake.fail === 'busy') {
        res.writeHead(429, { 'Content-Type': 'text/html' }).end('<html><head><title>429 Too Many Requests</title></head><body><h1>429 Too Many Requests</h1></body></html>');
        return;
      }
      if (fake.fail === 'down') return void res.writeHead(503, { 'Content-Type': 'text/html' }).end('<h1>503 Service Unavailable</h1>');
      const details = query.addressdetails === '1';
      if (url.pathname === '/nominatim/search') return json(200, find(query.q ?? '').slice(0, Number(query.limit ?? 10)).map((p) => nominatimItem(p, knownPlaces.indexOf(p), details)));
      if (url.pathname === '/nominatim/reverse') {
        const p = nearest(Number(query.lat), Number(query.lon));
        return json(200, p ? nominatimItem(p, knownPlaces.indexOf(p), query.addressdetails !== '0') : { error: 'Unable to geocode' });
      }
    }
    if (url.pathname === '/google/json') {
      if (query.key === 'denied') return json(200, { error_message: 'The provided API key is invalid. ', results: [], status: 'REQUEST_DENIED' });
      if (fake.fail === 'busy') return json(200, { error_message: 'You have exceeded your rate-limit for this API.', results: [], status: 'OVER_QUERY_LIMIT' });
      if (fake.fail === 'down') return json(500, { results: [], status: 'UNKNOWN_ERROR' });
      let found: KnownPlace[] = [];
      if (query.address) found = find(query.address);
      else if (query.latlng) {
        const [lat, lng] = query.latlng.split(',').map(Number);
        const p = nearest(lat, lng);
        found = p ? [p] : [];
      }
      return json(200, found.length ? { results: found.map(googleItem), status: 'OK' } : { results: [], status: 'ZERO_RESULTS' });
    }
    json(404, { error: 'not found' });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  fake.env = {
    NOMINATIM_BASE_URL: `${fake.url}/nominatim`,
    GOOGLE_GEOCODING_BASE_URL: `${fake.url}/google`,
    MAP_TILE_URL: `${fake.url}/tiles/{z}/{x}/{y}.png`,
  };
  fake.close = () => new Promise((resolve) => server.close(() => resolve()));
  return fake;
}
