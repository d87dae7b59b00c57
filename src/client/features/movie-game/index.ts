import { movieGameFeature } from '../../../shared/features/movie-game';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const movieGameClient = defineClientFeature(movieGameFeature, {
  '/movie-game': { Page: lazyPage(() => import('./MovieGamePage')) },
});
