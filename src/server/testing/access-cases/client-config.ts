import { expect } from 'vitest';
import { defineAccessCases, ownSpace } from '../access-table';

/** The page's outside addresses: for any signed-in member, and never a key. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/client-config',
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      expect(res.json().map.tileUrl).toContain('{z}');
      expect(res.body).not.toMatch(/key/i);
    },
  },
]);
