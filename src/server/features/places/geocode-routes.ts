import type { FastifyInstance, FastifyRequest } from 'fastify';
import { GEOCODE_MIN_QUERY, geocodeReverseQuery, geocodeSearchQuery, placesFormMessages as pf } from '../../../shared/places';
import { HttpError } from '../../platform/http-errors';
import { searchLimit } from '../../platform/shared-limits';
import { parse } from '../../platform/validate';
import { CatalogError } from '../../catalog/types';
import { geocoder } from './geocoding';
import { fitGeoResult } from './geocoding/short-address';

/**
 * The geocoding proxy for the place modal: the browser asks the server, the server asks
 * Nominatim or Google (the key never leaves the server) through the database cache. Each member
 * may make CATALOG_MAX_PER_MINUTE calls a minute, like the catalogue proxy. A failing service
 * is a Turkish 502 (503 when it asked us to slow down), never a 500. Every answer passes
 * fitGeoResult on its way out, so the form is never filled with a name or address the places
 * routes would refuse (even from an answer cached before that rule).
 */
export async function geocodeRoutes(app: FastifyInstance) {
  const admit = searchLimit(app, 'geocode');

  const failed = (request: FastifyRequest, err: unknown, call: string) => {
    if (err instanceof HttpError) return err;
    if (err instanceof CatalogError) {
      request.log.warn({ service: err.service, call, reason: err.reason, status: err.status, detail: err.message }, 'geocoding call failed');
      if (err.status === 429) return new HttpError(503, pf.geocodeBusy);
    } else {
      request.log.error({ call, err }, 'geocoding adapter failed');
    }
    return new HttpError(502, pf.geocodeFailed);
  };

  app.get('/places/geocode/search', async (request) => {
    await admit(request);
    const { q } = parse(geocodeSearchQuery, request.query);
    if (q.length < GEOCODE_MIN_QUERY) return { results: [] };
    try {
      return { results: (await geocoder(app).search(q)).map(fitGeoResult) };
    } catch (err) {
      throw failed(request, err, 'search');
    }
  });

  app.get('/places/geocode/reverse', async (request) => {
    await admit(request);
    const { lat, lng } = parse(geocodeReverseQuery, request.query);
    try {
      const result = await geocoder(app).reverse(lat, lng);
      return { result: result && fitGeoResult(result) };
    } catch (err) {
      throw failed(request, err, 'reverse');
    }
  });
}
