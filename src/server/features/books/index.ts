import { eq } from 'drizzle-orm';
import { booksFeature } from '../../../shared/features/books';
import { books } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { booksRoutes } from './routes';
import { booksSeed } from './seed';

export const booksServer = defineServerFeature(booksFeature, {
  routes: [booksRoutes],
  seed: booksSeed,
  exports: () => ({
    books: { table: books, where: (s) => eq(books.spaceId, s), orderBy: [books.id] },
  }),
});
