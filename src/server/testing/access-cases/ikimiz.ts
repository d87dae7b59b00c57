import { expect } from 'vitest';
import { defineAccessCases, ownSpace } from '../access-table';

/**
 * İkimiz's own routes: each member reads only their own wishes (another couple reads theirs, an
 * empty list), and 'Bu akşam ne izlesek?' picks only from the actor's own space.
 */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/wishes',
    setup: async ({ couple }) => {
      const res = await couple.owner.api({ method: 'POST', url: '/api/movies', payload: { title: 'İstenen', status: 'İzlenecek' } });
      await couple.owner.api({ method: 'PUT', url: `/api/movies/${res.json().item.id}/wish` });
      return { url: '/api/wishes' };
    },
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      // The owner's lone wish: only the owner reads it; the partner and another couple never.
      expect(res.json().wishes.movies.length > 0).toBe(actor === 'owner');
    },
  },
  {
    method: 'POST',
    route: '/api/tonight',
    setup: async ({ couple }) => {
      await couple.owner.api({ method: 'POST', url: '/api/movies', payload: { title: 'Bu Akşamlık', status: 'İzlenecek' } });
      return { url: '/api/tonight', payload: { kinds: ['movies'] } };
    },
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      // The couple's own to-watch films are many by now (other cases add them); another couple's pick is never theirs.
      const title = res.json().pick?.item.title;
      if (actor === 'other') expect(title).not.toBe('Bu Akşamlık');
      else expect(title).toBeTruthy();
    },
  },
]);
