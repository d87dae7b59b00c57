import { books } from '../../db/schema';
import { listRepo } from '../lists/list-repo';

/** All SQL of the books list (space-scoped, newest first); the shared list queries do the work. */
export const booksRepo = listRepo(books, 'books');
export type BookRow = typeof books.$inferSelect;
