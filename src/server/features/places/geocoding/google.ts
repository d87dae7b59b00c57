import type { GeoResult } from '../../../../shared/places';
import { getJson, text, type FetchFn } from '../../../catalog/http';
import { CatalogError } from '../../../catalog/types';
import { GEOCODE_MAX_RESULTS, type Geocoder } from './types';
import { firstPart, fitGeoResult, joinParts, preferShort, street } from './short-address';
import { currentLanguage } from '../../../../shared/i18n/words';

/**
 * Google Geocoding (https://developers.google.com/maps/documentation/geocoding/requests-geocoding),
 * used when GOOGLE_MAPS_API_KEY is set. Every answer is HTTP 200 with a `status`: OK,
 * ZERO_RESULTS (nothing found), OVER_QUERY_LIMIT, REQUEST_DENIED (bad or restricted key),
 * INVALID_REQUEST, UNKNOWN_ERROR. `error_message` is never logged (it is Google's text).
 * The short address is built from `address_components`; `formatted_address` (long for rural
 * places with many administrative levels) is kept as the tooltip's `fullAddress`.
 */
export class GoogleGeocoder implements Geocoder {
  readonly service = 'google-geocoding';

  constructor(private readonly options: { apiKey: string; baseUrl: string; fetch?: FetchFn; timeoutMs?: number }) {}

  async search(query: string): Promise<GeoResult[]> {
    const results = await this.call({ address: query, region: 'tr' });
    return results.slice(0, GEOCODE_MAX_RESULTS);
  }

  async reverse(lat: number, lng: number): Promise<GeoResult | null> {
    const results = await this.call({ latlng: `${lat},${lng}` });
    return results[0] ?? null;
  }

  private async call(params: Record<string, string>): Promise<GeoResult[]> {
    const url = new URL(`${this.options.baseUrl}/json`);
    for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
    url.searchParams.set('language', currentLanguage());
    url.searchParams.set('key', this.options.apiKey);
    const { status: http, body } = await getJson(this.service, url, this.options.fetch, this.options.timeoutMs);
    const status = text((body as { status?: unknown } | null)?.status);
    if (http === 200 && status === 'ZERO_RESULTS') return [];
    if (http === 200 && status === 'OK') {
      const results = (body as { results?: unknown }).results;
      return Array.isArray(results) ? results.map(toResult).filter((r): r is GeoResult => r !== null) : [];
    }
    if (status === 'OVER_QUERY_LIMIT' || status === 'OVER_DAILY_LIMIT' || http === 429) {
      throw new CatalogError(this.service, 'rejected', `google geocoding: ${status || `HTTP ${http}`}`, 429);
    }
    const reason = status === 'UNKNOWN_ERROR' || http >= 500 ? 'unavailable' : 'rejected';
    throw new CatalogError(this.service, reason, `google geocoding: ${status || `HTTP ${http}`}`, http);
  }
}

interface Component {
  long_name?: unknown;
  types?: unknown;
}

function toResult(item: unknown): GeoResult | null {
  if (!item || typeof item !== 'object') return null;
  const r = item as { formatted_address?: unknown; address_components?: unknown; types?: unknown; geometry?: { location?: { lat?: unknown; lng?: unknown } } };
  const fullAddress = text(r.formatted_address);
  const lat = Number(r.geometry?.location?.lat);
  const lng = Number(r.geometry?.location?.lng);
  if (!fullAddress || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  const components = Array.isArray(r.address_components) ? (r.address_components as Component[]) : [];
  const types = Array.isArray(r.types) ? r.types.filter((t): t is string => typeof t === 'string' && t !== 'political') : [];
  const { name, address } = shortAddress(components, types, fullAddress);
  return fitGeoResult({ name: name || firstPart(address || fullAddress), address: preferShort(address, fullAddress), fullAddress, lat, lng });
}

const NAMED = ['point_of_interest', 'establishment', 'premise', 'natural_feature', 'park', 'airport'];

/**
 * Google's `address_components` as a short address: the place's own name, route and street
 * number, the neighbourhood (a Turkish mahalle is administrative_area_level_4), the locality —
 * or, without one, the district and province (İstanbul's ilçe and il) — and the country.
 * The name is the component of the result's own kind (`types`: a route's route, a station's
 * station), else of a named kind; a named place (an establishment, a tourist attraction) with no
 * such component is named by the first part of `formatted_address`, which Google starts with it
 * (issue 33: the Palais Royal was otherwise named 'Paris').
 */
export function shortAddress(components: Component[], types: string[] = [], formatted = ''): { name: string; address: string } {
  const of = (...types: string[]) => {
    for (const type of types) {
      const c = components.find((x) => Array.isArray(x.types) && x.types.includes(type));
      const v = text(c?.long_name);
      if (v) return v;
    }
    return '';
  };
  const name = of(...types, ...NAMED) || (types.some((t) => NAMED.includes(t) || t === 'tourist_attraction') ? firstPart(formatted) : '');
  const locality = of('locality', 'postal_town');
  const country = components.find((x) => Array.isArray(x.types) && x.types.includes('country'));
  const countryCode = text((country as { short_name?: unknown } | undefined)?.short_name);
  const address = joinParts([
    name,
    street(of('route'), of('street_number'), countryCode),
    of('neighborhood', 'sublocality_level_1', 'sublocality', 'administrative_area_level_4'),
    locality || of('administrative_area_level_2'),
    locality ? '' : of('administrative_area_level_1'),
    of('country'),
  ]);
  return { name, address };
}
