import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

/**
 * Local stand-ins for the map's outside services, in their real shapes:
 * - Nominatim (`/nominatim/search`, `/nominatim/reverse`, `format=jsonv2`): string coordinates,
 *   `{ "error": "Unable to geocode" }` for an empty reverse, an HTML 429 when `fail = 'busy'`;
 * - Google Geocoding (`/google/json`): `status` OK / ZERO_RESULTS, REQUEST_DENIED for the key
 *   'denied', OVER_QUERY_LIMIT when `fail = 'busy'`;
 * - a tile server (`/tiles/{z}/{x}/{y}.png`) answering a small calm PNG for any tile.
 * Every call is recorded with its time and User-Agent, so tests can check the usage policy.
 */
export interface KnownPlace {
  name: string;
  address: string;
  lat: number;
  lng: number;
}

export const knownPlaces: KnownPlace[] = [
  { name: 'Galata Kulesi', address: 'Galata Kulesi, Galata Kulesi Sokağı, Bereketzade, Beyoğlu, İstanbul, Marmara Bölgesi, 34421, Türkiye', lat: 41.0256411, lng: 28.9741083 },
  { name: 'Sultanahmet Meydanı', address: 'Sultanahmet Meydanı, Binbirdirek, Fatih, İstanbul, Marmara Bölgesi, 34122, Türkiye', lat: 41.0081, lng: 28.9779 },
  { name: 'Moda Sahili', address: 'Moda Sahili, Caferağa, Kadıköy, İstanbul, Marmara Bölgesi, 34710, Türkiye', lat: 40.9814, lng: 29.0253 },
  { name: 'Emirgan Korusu', address: 'Emirgan Korusu, Emirgan, Sarıyer, İstanbul, Marmara Bölgesi, 34467, Türkiye', lat: 41.1086, lng: 29.0536 },
  { name: 'İstanbul Modern', address: 'İstanbul Modern, Meclis-i Mebusan Caddesi, Kılıçali Paşa, Beyoğlu, İstanbul, Marmara Bölgesi, 34433, Türkiye', lat: 41.0263, lng: 28.984 },
];

export type GeoFailure = 'busy' | 'down' | null;

export interface FakeGeocoding {
  url: string;
  env: Record<string, string>;
  calls: { path: string; query: Record<string, string>; at: number; userAgent: string }[];
  tiles: number;
  fail: GeoFailure;
  close(): Promise<void>;
}

const fold = (s: string) => s.toLocaleLowerCase('tr').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const distanceKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180)) * 111;

const find = (q: string) => knownPlaces.filter((p) => fold(p.address).includes(fold(q.trim())));
const nearest = (lat: number, lng: number) => {
  const sorted = [...knownPlaces].sort((a, b) => distanceKm(a, { lat, lng }) - distanceKm(b, { lat, lng }));
  return sorted[0] && distanceKm(sorted[0], { lat, lng }) < 1.5 ? sorted[0] : null;
};

const licence = 'Data © OpenStreetMap contributors, ODbL 1.0. http://osm.org/copyright';
const nominatimItem = (p: KnownPlace, i: number) => ({
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
  display_name: p.address,
  boundingbox: [String(p.lat - 0.0002), String(p.lat + 0.0002), String(p.lng - 0.0002), String(p.lng + 0.0002)],
});
const googleItem = (p: KnownPlace) => ({
  address_components: [{ long_name: p.name, short_name: p.name, types: ['establishment', 'point_of_interest'] }],
  formatted_address: p.address.replace(', Marmara Bölgesi', ''),
  geometry: { location: { lat: p.lat, lng: p.lng }, location_type: 'GEOMETRIC_CENTER' },
  place_id: `ChIJfake${knownPlaces.indexOf(p)}`,
  types: ['establishment', 'point_of_interest'],
});

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
      if (url.pathname === '/nominatim/search') return json(200, find(query.q ?? '').slice(0, Number(query.limit ?? 10)).map(nominatimItem));
      if (url.pathname === '/nominatim/reverse') {
        const p = nearest(Number(query.lat), Number(query.lon));
        return json(200, p ? { ...nominatimItem(p, knownPlaces.indexOf(p)), address: { country: 'Türkiye', country_code: 'tr' } } : { error: 'Unable to geocode' });
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
