import type { GeoResult } from '../../../../shared/places';
import { getJson, text, type FetchFn } from '../../../catalog/http';
import { CatalogError } from '../../../catalog/types';
import { GEOCODE_MAX_RESULTS, type Geocoder } from './types';
import { MinIntervalQueue } from './throttle';
import { firstPart, fitGeoResult, joinParts, preferShort, street } from './short-address';
import { currentLanguage } from '../../../../shared/i18n/words';

/**
 * OpenStreetMap Nominatim (https://nominatim.org/release-docs/latest/api/Overview/), keyless.
 * Its usage policy, kept here: at most one request a second (the queue), a User-Agent naming
 * the application, and we cache answers (../index.ts). Results come in Turkish
 * (`accept-language=tr`) with their address parts (`addressdetails=1`), from which the short
 * address is built: `display_name` runs past 300 characters in bilingual cities (Brussels) and
 * long neighbourhood chains, so it is only kept as the tooltip's `fullAddress`. Its quirks:
 * - `lat`/`lon` are strings;
 * - a reverse lookup with nothing there is HTTP 200 `{ "error": "Unable to geocode" }`;
 * - too many requests is HTTP 429 (the body is not always JSON);
 * - `name` may be missing or empty for a named place (placeName finds it).
 */
export class NominatimGeocoder implements Geocoder {
  readonly service = 'nominatim';

  constructor(
    private readonly options: {
      baseUrl: string;
      userAgent: string;
      queue: MinIntervalQueue;
      fetch?: FetchFn;
      timeoutMs?: number;
    },
  ) {}

  async search(query: string): Promise<GeoResult[]> {
    const body = await this.call('/search', { q: query, limit: String(GEOCODE_MAX_RESULTS) });
    if (!Array.isArray(body)) throw new CatalogError(this.service, 'bad-response', 'nominatim search without a list');
    return body.map(toResult).filter((r): r is GeoResult => r !== null);
  }

  async reverse(lat: number, lng: number): Promise<GeoResult | null> {
    const body = await this.call('/reverse', { lat: String(lat), lon: String(lng), zoom: '18' });
    if (!body || typeof body !== 'object' || 'error' in body) return null;
    return toResult(body);
  }

  private async call(path: string, params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${this.options.baseUrl}${path}`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('format', 'jsonv2');
    // Names in the requester's language (Türkiye / Turkey); a stored address keeps the words it was chosen in.
    url.searchParams.set('accept-language', currentLanguage());
    url.searchParams.set('addressdetails', '1');
    let answer;
    try {
      answer = await this.options.queue.run(() =>
        getJson(this.service, url, this.options.fetch, this.options.timeoutMs, { 'user-agent': this.options.userAgent }),
      );
    } catch (err) {
      // A 429 without a JSON body still means "slow down", not "broken".
      if (err instanceof CatalogError && err.status === 429) throw new CatalogError(this.service, 'rejected', 'nominatim answered HTTP 429', 429);
      throw err;
    }
    if (answer.status !== 200) {
      const reason = answer.status >= 500 ? 'unavailable' : 'rejected';
      throw new CatalogError(this.service, reason, `nominatim answered HTTP ${answer.status}`, answer.status);
    }
    return answer.body;
  }
}

function toResult(item: unknown): GeoResult | null {
  if (!item || typeof item !== 'object') return null;
  const r = item as Record<string, unknown>;
  const lat = Number(r.lat);
  const lng = Number(r.lon);
  const fullAddress = text(r.display_name);
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || !fullAddress) return null;
  const name = placeName(r, fullAddress);
  const address = preferShort(shortAddress(name, r.address), fullAddress);
  return fitGeoResult({ name: name || firstPart(address), address, fullAddress, lat, lng });
}

/**
 * The place's own name. Answers do not always carry `name` (issue 33: a search for 'palais royal'
 * answered without it, and the palace was listed by its street), so, in turn: `name`; the Turkish
 * or plain name of `namedetails` (when asked for); the address part the result itself is filed
 * under (`addresstype`, `type` or `category`: `address.tourism` for a tourist attraction); the
 * first part of `display_name`, which Nominatim starts with the place's name (or, for a house,
 * its number: then '' and the caller names it by road and number).
 */
function placeName(r: Record<string, unknown>, displayName: string): string {
  const named = text(r.name);
  if (named) return named;
  const details = r.namedetails && typeof r.namedetails === 'object' ? (r.namedetails as Record<string, unknown>) : {};
  const detailed = text(details['name:tr']) || text(details.name);
  if (detailed) return detailed;
  const parts = r.address && typeof r.address === 'object' ? (r.address as Record<string, unknown>) : {};
  for (const key of [r.addresstype, r.type, r.category]) {
    const part = typeof key === 'string' && key !== 'road' ? text(parts[key]) : '';
    if (part) return part;
  }
  // An address's display_name starts with its house number: then the short address names it
  // (road and number), as before.
  const first = firstPart(displayName);
  return first === text(parts.house_number) ? '' : first;
}

/**
 * Nominatim's `address` object (https://nominatim.org/release-docs/latest/api/Output/#addressdetails)
 * as a short address: the name, road and number, the district (suburb, quarter…), the settlement
 * (village, town, city — with the province when there is no city, as İstanbul's districts are
 * towns) and the country. The postcode and the larger regions are left to the tooltip.
 */
export function shortAddress(name: string, details: unknown): string {
  if (!details || typeof details !== 'object') return '';
  const a = Object.fromEntries(Object.entries(details).map(([k, v]) => [k, text(v)])) as Record<string, string>;
  const has = (k: string) => a[k] !== undefined && a[k] !== '';
  const pick = (...keys: string[]) => a[keys.find(has) ?? ''];
  const city = pick('city', 'municipality');
  return joinParts([
    name,
    street(pick('road', 'pedestrian', 'square', 'footway'), a.house_number, a.country_code),
    pick('suburb', 'quarter', 'neighbourhood', 'city_district', 'district', 'borough'),
    pick('village', 'hamlet'),
    a.town,
    city || pick('province', 'state'),
    a.country,
  ]);
}
