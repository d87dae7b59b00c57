import type { Book } from '../../../shared/books';
import type { ListRecord } from '../lists/owned-list';
import { presentListBase } from '../lists/present-base';
import type { BookRow } from './repo';

/** What leaves the server for a book, over HTTP (live events only name the topic). */
export function presentBook(record: ListRecord<BookRow>): Book {
  const { row } = record;
  return {
    ...presentListBase<Book['status']>(record),
    author: row.author,
    thumbnail: row.thumbnail,
    year: row.year,
    publisher: row.publisher,
    googleBooksId: row.googleBooksId,
  };
}
