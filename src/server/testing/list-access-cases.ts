import { expect } from 'vitest';
import { ownerOnly, ownSpace, sameSpace, type AccessCase, type AccessWorld } from './access-table';

/**
 * The access cases every catalogue-backed list shares (used by movies, series and books'
 * testing/access-cases/): members list and add in their own space; only the adder changes or deletes;
 * another couple finds nothing (404) and sees nothing.
 */
export function listAccessCases(path: string, sample: Record<string, unknown> & { title: string }): AccessCase[] {
  const createAsOwner = async ({ couple }: AccessWorld) => {
    const res = await couple.owner.api({ method: 'POST', url: path, payload: sample });
    return res.json().item.id as string;
  };
  const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);
  return [
    {
      method: 'GET',
      route: path,
      setup: async (world) => ({ url: `${path}?id=${await createAsOwner(world)}` }),
      expect: ownSpace(200),
      check: ({ res, actor, prepared }) => {
        if (actor === 'anonymous') return;
        const id = new URL(prepared.url, 'http://x').searchParams.get('id')!;
        expect(ids(res.json()).includes(id)).toBe(actor !== 'other');
      },
    },
    {
      method: 'GET',
      route: `${path}/:id`,
      setup: async (world) => ({ url: `${path}/${await createAsOwner(world)}` }),
      expect: sameSpace(200),
      check: ({ res, actor }) => {
        if (actor === 'owner' || actor === 'partner') expect(res.json().item.title).toBe(sample.title);
      },
    },
    {
      method: 'POST',
      route: path,
      payload: sample,
      expect: ownSpace(201),
      check: async ({ res, actor, world }) => {
        if (actor === 'anonymous') return;
        const id = res.json().item.id;
        const coupleList = (await world.couple.owner.api({ url: path })).json();
        expect(ids(coupleList).includes(id)).toBe(actor !== 'other');
      },
    },
    ...(['PUT', 'PATCH'] as const).map(
      (method): AccessCase => ({
        method,
        route: `${path}/:id`,
        setup: async (world) => ({ url: `${path}/${await createAsOwner(world)}`, payload: { ...sample, title: 'Değişti' } }),
        expect: ownerOnly(200),
        check: async ({ res, actor, world, prepared }) => {
          if (actor === 'owner') return expect(res.json().item.title).toBe('Değişti');
          const item = (await world.couple.owner.api({ url: path })).json().items.find((i: { id: string }) => prepared.url.endsWith(i.id));
          expect(item.title).toBe(sample.title);
        },
      }),
    ),
    {
      method: 'DELETE',
      route: `${path}/:id`,
      setup: async (world) => ({ url: `${path}/${await createAsOwner(world)}` }),
      expect: ownerOnly(200),
      check: async ({ actor, world, prepared }) => {
        const list = ids((await world.couple.owner.api({ url: path })).json());
        expect(list.some((id) => prepared.url.endsWith(id))).toBe(actor !== 'owner');
      },
    },
  ];
}
