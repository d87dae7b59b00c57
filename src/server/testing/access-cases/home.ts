import { expect } from 'vitest';
import { defineAccessCases, ownSpace } from '../access-table';

/** The front page: every member sees their own space's numbers. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/home',
    setup: async ({ couple }) => {
      await couple.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Ev alıntısı', author: 'A' } });
      return { url: '/api/home' };
    },
    expect: ownSpace(200),
    check: ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const { members, counts } = res.json();
      const couple = actor === 'other' ? world.other : world.couple;
      expect(members.map((m: { id: string }) => m.id).sort()).toEqual([couple.owner.id, couple.partner.id].sort());
      if (actor === 'other') expect(counts.quotes).toBe(0);
      else expect(counts.quotes).toBeGreaterThan(0);
    },
  },
]);
