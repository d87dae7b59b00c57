import { defineAccessCases, ownSpace } from '../access-table';
import { listAccessCases } from '../list-access-cases';
import { ikimizAccessCases } from '../ikimiz-access-cases';

/**
 * The books list and the book catalogue. The test app reaches no Google Books, so the catalogue
 * cases use answers that need no call: a one-letter search and an id that cannot exist.
 */
export const accessCases = defineAccessCases([
  ...listAccessCases('/api/books', { title: 'Tutunamayanlar', author: 'Oğuz Atay', year: 1972 }),
  ...ikimizAccessCases('/api/books', { title: 'Tutunamayanlar' }, { completed: 'Okundu', toWatch: 'Okunacak' }),
  { method: 'GET', route: '/api/catalog/books/search', setup: () => ({ url: '/api/catalog/books/search?q=a' }), expect: ownSpace(200) },
  { method: 'GET', route: '/api/catalog/books/:id', setup: () => ({ url: '/api/catalog/books/x' }), expect: ownSpace(404) },
]);
