import type { GeoResult } from '../../../../shared/places';
import { getJson, text, type FetchFn } from '../../../catalog/http';
import { CatalogError } from '../../../catalog/types';
import { firstPart, GEOCODE_MAX_RESULTS, type Geocoder } from './types';

/**
 * Google Geocoding (https://developers.google.com/maps/documentation/geocoding/requests-geocoding),
 * used when GOOGLE_MAPS_API_KEY is set. Every answer is HTTP 200 with a `status`: OK,
 * ZERO_RESULTS (nothing found), OVER_QUERY_LIMIT, REQUEST_DENIED (bad or restricted key),
 * INVALID_REQUEST, UNKNOWN_ERROR. `error_message` is never logged (it is Google's text).
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
    url.searchParams.set('language', 'tr');
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

function toResult(item: unknown): GeoResult | null {
  if (!item || typeof item !== 'object') return null;
  const r = item as { formatted_address?: unknown; geometry?: { location?: { lat?: unknown; lng?: unknown } } };
  const address = text(r.formatted_address);
  const lat = Number(r.geometry?.location?.lat);
  const lng = Number(r.geometry?.location?.lng);
  if (!address || !Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  return { name: firstPart(address), address, lat, lng };
}
