import { MapPin } from 'lucide-react';
import { placesFeature } from '../../../shared/features/places';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

export const placesClient = defineClientFeature(placesFeature, {
  '/places': { Page: lazyPage(() => import('./PlacesPage')), menu: { label: () => messages.menu.places, icon: MapPin } },
  // 'Seyahatler', a tab of the places (issue 37), a trip's page and its story.
  '/places/trips': { Page: lazyPage(() => import('./trips/TripsPage')) },
  '/places/trips/:id': { Page: lazyPage(() => import('./trips/TripPage')) },
  '/places/trips/:id/story': { Page: lazyPage(() => import('./trips/StoryPage')) },
});
