import type { GeoResult } from '../../../../shared/places';

/**
 * Place search and reverse geocoding: Nominatim without a key, Google Geocoding with
 * GOOGLE_MAPS_API_KEY. A failed call throws a CatalogError (../../../catalog/types); its
 * `status` 429 means the service asked us to slow down.
 */
export interface Geocoder {
  /** Names the service in cache keys and logs ('nominatim', 'google'). */
  readonly service: string;
  search(query: string): Promise<GeoResult[]>;
  /** null when nothing is at that point (the sea, a desert). */
  reverse(lat: number, lng: number): Promise<GeoResult | null>;
}

/** At most this many answers to a search. */
export const GEOCODE_MAX_RESULTS = 5;
