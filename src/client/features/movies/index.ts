import { Clapperboard } from 'lucide-react';
import { moviesFeature } from '../../../shared/features/movies';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const moviesClient = defineClientFeature(moviesFeature, {
  '/movies': { Page: lazyPage(() => import('./MoviesPage')), menu: { label: 'Filmler', icon: Clapperboard } },
});
