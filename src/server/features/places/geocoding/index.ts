import type { FastifyInstance } from 'fastify';
import type { GeoResult } from '../../../../shared/places';
import type { AppContext } from '../../../platform/context';
import { CatalogCache, normaliseQuery } from '../../../catalog/cache';
import { GoogleGeocoder } from './google';
import { NominatimGeocoder } from './nominatim';
import { MinIntervalQueue } from './throttle';
import type { Geocoder } from './types';
import { currentLanguage } from '../../../../shared/i18n/words';
import { DEFAULT_LANGUAGE } from '../../../../shared/i18n/languages';

/** Places and addresses barely move: a month in the cache spares the services (and their policy). */
export const GEOCODE_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Nominatim's usage policy: at most one request per second. */
export const NOMINATIM_INTERVAL_MS = 1000;

/** Names the app to Nominatim, as its usage policy asks. */
export function userAgent(publicUrl: string | null): string {
  return `Defterimiz/0.1 (self-hosted couple scrapbook${publicUrl ? `; ${publicUrl}` : ''})`;
}

/**
 * Answers kept in the catalogue cache table, keyed by service, call and query or point. The `v2`
 * keys hold answers with a short address and `fullAddress` (issue 24); older rows are no longer
 * read and expire with their TTL.
 */
export function cachedGeocoder(inner: Geocoder, cache: CatalogCache): Geocoder {
  const s = inner.service;
  // Answers name places in the requester's language: another language's are kept apart (Turkish keeps its keys).
  const lang = () => (currentLanguage() === DEFAULT_LANGUAGE ? '' : `:${currentLanguage()}`);
  return {
    service: s,
    search: (query) => cache.getOrFetch(`${s}:geo-search:v2${lang()}:${normaliseQuery(query)}`, GEOCODE_TTL_MS, () => inner.search(query)),
    // About a metre apart is the same point; an empty answer is cached too (wrapped, as the
    // cache skips null).
    reverse: async (lat, lng) =>
      (
        await cache.getOrFetch<{ result: GeoResult | null }>(`${s}:geo-reverse:v2${lang()}:${lat.toFixed(5)},${lng.toFixed(5)}`, GEOCODE_TTL_MS, async () => ({
          result: await inner.reverse(lat, lng),
        }))
      ).result,
  };
}

const byApp = new WeakMap<AppContext, Geocoder>();

/** The app's geocoder, made once per app: Google with a key, Nominatim without. */
export function geocoder(app: FastifyInstance): Geocoder {
  const ctx = app.ctx;
  let found = byApp.get(ctx);
  if (!found) {
    const { geocoding, publicUrl } = ctx.config;
    const cache = new CatalogCache(ctx.db, ctx.now, app.log);
    const inner: Geocoder = geocoding.googleApiKey
      ? new GoogleGeocoder({ apiKey: geocoding.googleApiKey, baseUrl: geocoding.googleBaseUrl, timeoutMs: ctx.config.outsideTimeoutMs })
      : new NominatimGeocoder({
          baseUrl: geocoding.nominatimBaseUrl,
          timeoutMs: ctx.config.outsideTimeoutMs,
          userAgent: userAgent(publicUrl),
          // Real time on purpose: the policy is about the wall clock, whatever the app's `now`.
          queue: new MinIntervalQueue('nominatim', NOMINATIM_INTERVAL_MS),
        });
    found = cachedGeocoder(inner, cache);
    byApp.set(ctx, found);
  }
  return found;
}

export type { Geocoder } from './types';
