import { eq } from 'drizzle-orm';
import { placesFeature } from '../../../shared/features/places';
import { places } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { placeRoutes } from './routes';
import { geocodeRoutes } from './geocode-routes';
import { placesSeed } from './seed';

export const placesServer = defineServerFeature(placesFeature, {
  routes: [placeRoutes, geocodeRoutes],
  seed: placesSeed,
  exports: () => ({
    places: { table: places, where: (s) => eq(places.spaceId, s), orderBy: [places.id] },
  }),
});
