import { queryOptions } from '@tanstack/react-query';
import type { Book, BookInput } from '../../../shared/books';
import type { BookDetails, BookSearchResult } from '../../../shared/catalog';
import { api } from '../../lib/api';
import { matchesAny } from '../../ui/CollectionPage';

export const booksQuery = queryOptions({
  queryKey: ['books'],
  queryFn: async () => (await api.get<{ items: Book[] }>('/api/books')).items,
  // The adder's name on each card follows profile changes.
  meta: { topics: ['profile'] },
});

export const saveBook = (id: string | null, input: BookInput) =>
  id ? api.put<{ item: Book }>(`/api/books/${id}`, input) : api.post<{ item: Book }>('/api/books', input);
export const deleteBook = (id: string) => api.delete<{ ok: true }>(`/api/books/${id}`);

export const searchBookCatalog = async (q: string) =>
  (await api.get<{ results: BookSearchResult[] }>(`/api/catalog/books/search?q=${encodeURIComponent(q)}`)).results;
export const bookDetails = async (id: string) =>
  (await api.get<{ details: BookDetails }>(`/api/catalog/books/${encodeURIComponent(id)}`)).details;

/** The search box: title and author. */
export const matchesBook = (book: Book, search: string) => matchesAny([book.title, book.author], search);
