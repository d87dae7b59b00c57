import { movies } from '../../db/schema';
import { listRepo } from '../lists/owned-list';

/** All SQL of the movies list (space-scoped, newest first); the shared list queries do the work. */
export const moviesRepo = listRepo(movies);
export type MovieRow = typeof movies.$inferSelect;
