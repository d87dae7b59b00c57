import type { Book, BookInput } from '../../../shared/books';
import type { BookDetails, BookSearchResult } from '../../../shared/catalog';
import { catalogApi, collectionApi } from '../../lib/collection-api';
import { matchesAny } from '../../ui/CollectionPage';

/** The search box: title and author. */
export const matchesBook = (book: Book, search: string) => matchesAny([book.title, book.author], search);

/** The books list's calls, with its search box: what BooksPage hands CollectionPage. */
export const booksApi = { ...collectionApi<Book, BookInput>('books'), matches: matchesBook };
export const { query: booksQuery, save: saveBook, remove: deleteBook } = booksApi;
export const { search: searchBookCatalog, details: bookDetails } = catalogApi<BookSearchResult, BookDetails>('books');
