import { eq } from 'drizzle-orm';
import { moviesFeature } from '../../../shared/features/movies';
import { movies } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { moviesRoutes } from './routes';
import { moviesSeed } from './seed';

export const moviesServer = defineServerFeature(moviesFeature, {
  routes: [moviesRoutes],
  seed: moviesSeed,
  exports: () => ({
    movies: { table: movies, where: (s) => eq(movies.spaceId, s), orderBy: [movies.id] },
  }),
});
