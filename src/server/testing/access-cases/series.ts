import { defineAccessCases, ownerOnly, ownSpace } from '../access-table';
import { listAccessCases } from '../list-access-cases';
import { ikimizAccessCases } from '../ikimiz-access-cases';

/** The series list, its one-tap next episode and the series catalogue (offline in tests). */
export const accessCases = defineAccessCases([
  ...listAccessCases('/api/series', { title: 'Breaking Bad', creator: 'Vince Gilligan', currentSeason: 1, currentEpisode: 1 }),
  ...ikimizAccessCases('/api/series', { title: 'Dark' }, { completed: 'Tamamlandı', toWatch: 'İzlenecek', tonight: true }),
  {
    method: 'POST',
    route: '/api/series/:id/next-episode',
    setup: async ({ couple }) => {
      const res = await couple.owner.api({ method: 'POST', url: '/api/series', payload: { title: 'Dark' } });
      return { url: `/api/series/${res.json().item.id}/next-episode` };
    },
    expect: ownerOnly(200),
  },
  { method: 'GET', route: '/api/catalog/series/search', setup: () => ({ url: '/api/catalog/series/search?q=breaking' }), expect: ownSpace(200) },
  { method: 'GET', route: '/api/catalog/series/:imdbId', setup: () => ({ url: '/api/catalog/series/tt0903747' }), expect: ownSpace(200) },
]);
