import { z } from './validation';
import {
  LIST_TEXT_MAX,
  listMessages,
  optionalImageUrl,
  optionalNote,
  optionalRating,
  optionalText,
  optionalYear,
  ratingOnlyWhen,
  requiredTitle,
  listStatus,
  type ListItemOf,
} from './lists';

export * from './books-words';
import { bookStatuses, BOOK_DEFAULT_STATUS, BOOK_COMPLETED_STATUS, booksMessages, type BookStatus } from './books-words';

/** A book as the form sends it (POST and PUT; PATCH merges into the stored one first). */
export const bookInput = z
  .object({
    title: requiredTitle(() => booksMessages.titleRequired),
    author: optionalText(() => booksMessages.labels.author, LIST_TEXT_MAX.author),
    status: listStatus(bookStatuses, BOOK_DEFAULT_STATUS),
    rating: optionalRating,
    note: optionalNote,
    notes: optionalText(() => listMessages.labels.notes, LIST_TEXT_MAX.notes),
    thumbnail: optionalImageUrl,
    year: optionalYear,
    publisher: optionalText(() => booksMessages.labels.publisher, LIST_TEXT_MAX.publisher),
    googleBooksId: z
      .string({ error: () => booksMessages.googleBooksId })
      .trim()
      .regex(/^[A-Za-z0-9_-]{0,40}$/, { error: () => booksMessages.googleBooksId })
      .nullish()
      .transform((s) => s || null),
  })
  .transform(ratingOnlyWhen(BOOK_COMPLETED_STATUS));
export type BookInput = z.input<typeof bookInput>;
export type BookValues = z.output<typeof bookInput>;

export type Book = ListItemOf<BookValues, BookStatus>;
