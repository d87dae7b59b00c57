import type { Book } from '../../../shared/books';
import type { ListRecord } from '../lists/owned-list';
import type { BookRow } from './repo';

/** What leaves the server for a book, over HTTP (live events only name the topic). */
export function presentBook({ row, authorName }: ListRecord<BookRow>): Book {
  return {
    id: row.id,
    title: row.title,
    author: row.author,
    status: row.status as Book['status'],
    rating: row.rating,
    notes: row.notes,
    thumbnail: row.thumbnail,
    year: row.year,
    publisher: row.publisher,
    googleBooksId: row.googleBooksId,
    addedBy: row.addedBy ? { id: row.addedBy, displayName: authorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
