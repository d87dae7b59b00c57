import { expect } from 'vitest';
import { defineAccessCases, ownerOnly, ownSpace, type AccessWorld } from '../access-table';

const addQuote = async ({ couple }: AccessWorld) => {
  const res = await couple.owner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Sahibinin alıntısı', author: 'Ayşe' } });
  return res.json().quote.id as string;
};

/** Quotes: shared in the space, edited and deleted only by the member who added them. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/quotes',
    setup: async (world) => {
      await addQuote(world);
      return { url: '/api/quotes' };
    },
    expect: ownSpace(200),
    check: ({ res, actor, world }) => {
      if (actor === 'anonymous') return;
      const quotes: { addedBy: { id: string } | null }[] = res.json().quotes;
      const own = actor === 'other' ? world.other : world.couple;
      expect(quotes.every((q) => [own.owner.id, own.partner.id].includes(q.addedBy!.id))).toBe(true);
      if (actor !== 'other') expect(quotes.length).toBeGreaterThan(0);
    },
  },
  {
    method: 'POST',
    route: '/api/quotes',
    payload: { text: 'Yeni bir alıntı', author: 'Biri' },
    expect: ownSpace(201),
  },
  {
    method: 'PUT',
    route: '/api/quotes/:id',
    setup: async (world) => ({ url: `/api/quotes/${await addQuote(world)}`, payload: { text: 'Düzenlendi', author: 'X' } }),
    expect: ownerOnly(200),
  },
  {
    method: 'DELETE',
    route: '/api/quotes/:id',
    setup: async (world) => ({ url: `/api/quotes/${await addQuote(world)}` }),
    expect: ownerOnly(200),
  },
]);
