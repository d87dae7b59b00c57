import type { FastifyInstance } from 'fastify';
import { bookInput, bookNotificationMessage, booksMessages, type Book, type BookValues } from '../../../shared/books';
import { registerListRoutes, type ListFeature } from '../lists/owned-list';
import { presentBook } from './presenter';
import { booksRepo, type BookRow } from './repo';

export const booksList: ListFeature<BookRow, Book, BookValues> = {
  path: '/books',
  topic: 'books',
  kind: 'books',
  repo: booksRepo,
  input: bookInput,
  present: presentBook,
  messages: booksMessages,
  notification: bookNotificationMessage,
};

/** Books (Kitaplar): GET/POST /books, PUT/PATCH/DELETE /books/:id. */
export async function booksRoutes(app: FastifyInstance) {
  registerListRoutes(app, booksList);
}
