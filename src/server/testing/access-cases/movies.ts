import { defineAccessCases, ownSpace } from '../access-table';
import { listAccessCases } from '../list-access-cases';
import { ikimizAccessCases } from '../ikimiz-access-cases';

/** The movies list and the movie catalogue (keyless in tests: the offline catalogue answers). */
export const accessCases = defineAccessCases([
  ...listAccessCases('/api/movies', { title: 'Inception', director: 'Christopher Nolan', year: 2010 }),
  ...ikimizAccessCases('/api/movies', { title: 'Inception' }, { completed: 'İzlendi', toWatch: 'İzlenecek', tonight: true }),
  { method: 'GET', route: '/api/catalog/movies/search', setup: () => ({ url: '/api/catalog/movies/search?q=godfather' }), expect: ownSpace(200) },
  { method: 'GET', route: '/api/catalog/movies/:imdbId', setup: () => ({ url: '/api/catalog/movies/tt0068646' }), expect: ownSpace(200) },
]);
