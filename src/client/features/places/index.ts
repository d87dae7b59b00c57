import { MapPin } from 'lucide-react';
import { placesFeature } from '../../../shared/features/places';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const placesClient = defineClientFeature(placesFeature, {
  '/places': { Page: lazyPage(() => import('./PlacesPage')), menu: { label: 'Yerler', icon: MapPin } },
});
