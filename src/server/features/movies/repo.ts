import { movies } from '../../db/schema';
import { listRepo } from '../lists/list-repo';

/** All SQL of the movies list (space-scoped, newest first); the shared list queries do the work. */
export const moviesRepo = listRepo(movies, 'movies');
export type MovieRow = typeof movies.$inferSelect;
