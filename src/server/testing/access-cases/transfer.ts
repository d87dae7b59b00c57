import { expect } from 'vitest';
import { defineAccessCases, ownSpace } from '../access-table';
import { readZipEntries } from '../transfer';

/** The export holds the actor's own space only: another couple downloads theirs, never this one. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/transfer/export',
    setup: async ({ couple }) => {
      await couple.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Yalnızca bu çiftin dışa aktarması', author: 'Ayşe' } });
      return { url: '/api/transfer/export' };
    },
    expect: ownSpace(200),
    check: async ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const files = await readZipEntries(res.rawPayload);
      const members = JSON.parse(files.get('data/members.json')!.toString()) as { id: string; passwordHash?: string }[];
      const own = actor === 'other' ? world.other : world.couple;
      expect(members.map((m) => m.id).sort()).toEqual([own.owner.id, own.partner.id].sort());
      expect(members.every((m) => m.passwordHash === undefined)).toBe(true);
      expect(files.get('data/quotes.json')!.toString().includes('Yalnızca bu çiftin dışa aktarması')).toBe(actor !== 'other');
    },
  },
]);
