import { MapPin } from 'lucide-react';
import { placesFeature } from '../../../shared/features/places';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

export const placesClient = defineClientFeature(placesFeature, {
  '/places': { Page: lazyPage(() => import('./PlacesPage')), menu: { label: () => messages.menu.places, icon: MapPin } },
});
