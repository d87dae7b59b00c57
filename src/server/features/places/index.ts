import { eq } from 'drizzle-orm';
import { placesFeature } from '../../../shared/features/places';
import { places, tripPlaces, trips } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { placeRoutes } from './routes';
import { geocodeRoutes } from './geocode-routes';
import { placesSeed } from './seed';
import { tripRoutes } from './trips/routes';
import { tripStoryNudge } from './trips/nudge';

/** Places ('Gittik' and 'Gideceğiz') and the trips made of them (decision 028). */
export const placesServer = defineServerFeature(placesFeature, {
  routes: [placeRoutes, geocodeRoutes, tripRoutes],
  seed: placesSeed,
  nudges: [tripStoryNudge],
  exports: () => ({
    places: { table: places, where: (s) => eq(places.spaceId, s), orderBy: [places.id] },
    trips: { table: trips, where: (s) => eq(trips.spaceId, s), orderBy: [trips.id] },
    'trip-places': { table: tripPlaces, where: (s) => eq(tripPlaces.spaceId, s), orderBy: [tripPlaces.tripId, tripPlaces.placeId] },
  }),
});
