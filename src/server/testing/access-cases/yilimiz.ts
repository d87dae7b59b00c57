import { expect } from 'vitest';
import { defineAccessCases, ownSpace } from '../access-table';

/** Yılımız: each member reads their own space's year; the calendar address is each member's own. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/yilimiz',
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor !== 'anonymous') expect(res.json().year).toBeGreaterThan(2000);
    },
  },
  { method: 'GET', route: '/api/yilimiz/:year', setup: async () => ({ url: '/api/yilimiz/2024' }), expect: ownSpace(200) },
  { method: 'GET', route: '/api/calendar-feed', expect: ownSpace(200) },
  { method: 'POST', route: '/api/calendar-feed', payload: { includeMemories: true }, expect: ownSpace(201) },
  { method: 'DELETE', route: '/api/calendar-feed', expect: ownSpace(200) },
]);
