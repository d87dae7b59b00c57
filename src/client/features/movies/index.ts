import { Clapperboard } from 'lucide-react';
import { moviesFeature } from '../../../shared/features/movies';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

export const moviesClient = defineClientFeature(moviesFeature, {
  '/movies': { Page: lazyPage(() => import('./MoviesPage')), menu: { label: () => messages.menu.movies, icon: Clapperboard } },
});
