import type { Book } from '../../../shared/books';
import type { ListRecord } from '../lists/owned-list';
import { presentListBase } from '../lists/present-base';
import type { BookRow } from './repo';

/** What leaves the server for a book, over HTTP (live events only name the topic). */
export function presentBook(record: ListRecord<BookRow>): Book {
  const { author, thumbnail, year, publisher, googleBooksId } = record.row;
  return { ...presentListBase<Book['status']>(record), author, thumbnail, year, publisher, googleBooksId };
}
