import { movieGameFeature } from '../../../shared/features/movie-game';
import { defineClientFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const movieGameClient = defineClientFeature(movieGameFeature, {
  '/movie-game': { Page: lazyPage(() => import('./MovieGamePage')) },
});
