import { books } from '../../db/schema';
import { listRepo } from '../lists/owned-list';
import { BOOK_COMPLETED_STATUS } from '../../../shared/books-words';

/** All SQL of the books list (space-scoped, newest first); the shared list queries do the work. */
export const booksRepo = listRepo(books, BOOK_COMPLETED_STATUS);
export type BookRow = typeof books.$inferSelect;
