import { MapPin } from 'lucide-react';
import { placesFeature } from '../../../shared/features/places';
import { defineClientFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const placesClient = defineClientFeature(placesFeature, {
  '/places': { Page: lazyPage(() => import('./PlacesPage')), menu: { label: 'Yerler', icon: MapPin } },
});
