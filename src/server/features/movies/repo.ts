import { movies } from '../../db/schema';
import { listRepo } from '../lists/owned-list';
import { MOVIE_COMPLETED_STATUS } from '../../../shared/movies-words';

/** All SQL of the movies list (space-scoped, newest first); the shared list queries do the work. */
export const moviesRepo = listRepo(movies, MOVIE_COMPLETED_STATUS);
export type MovieRow = typeof movies.$inferSelect;
