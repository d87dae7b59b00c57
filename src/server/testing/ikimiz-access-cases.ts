import { expect } from 'vitest';
import { sameSpace, type AccessCase, type AccessWorld } from './access-table';

/**
 * İkimiz's routes on one kind of item (issue 34): both members rate, wish and start tonight,
 * another couple finds nothing (404), a visitor must sign in. A check reads the item back as the
 * owner: only the actor's own side may have changed, and another couple changed nothing.
 */
export function ikimizAccessCases(
  path: string,
  sample: Record<string, unknown>,
  statuses: { completed?: string; toWatch?: string; tonight?: boolean },
): AccessCase[] {
  const create = async ({ couple }: AccessWorld, status?: string) => {
    const res = await couple.owner.api({ method: 'POST', url: path, payload: { ...sample, ...(status ? { status } : {}) } });
    const body = res.json();
    return ((body.item ?? body.place) as { id: string }).id;
  };
  const readBack = async (world: AccessWorld, url: string) => {
    const id = url.split('/')[3];
    const body = (await world.couple.owner.api({ url: path })).json();
    return ((body.items ?? body.places) as { id: string; ratings: { memberId: string; rating: number | null }[]; status?: string }[]).find((i) => i.id === id)!;
  };
  const cases: AccessCase[] = [
    {
      method: 'PUT',
      route: `${path}/:id/rating`,
      setup: async (world) => ({ url: `${path}/${await create(world, statuses.completed)}/rating`, payload: { rating: 7, note: 'Güzeldi' } }),
      expect: sameSpace(200),
      check: async ({ actor, world, prepared }) => {
        const item = await readBack(world, prepared.url);
        const raters = item.ratings.filter((r) => r.rating !== null).map((r) => r.memberId);
        expect(raters).toEqual(actor === 'owner' ? [world.couple.owner.id] : actor === 'partner' ? [world.couple.partner.id] : []);
      },
    },
  ];
  if (statuses.toWatch) {
    for (const method of ['PUT', 'DELETE'] as const) {
      cases.push({
        method,
        route: `${path}/:id/wish`,
        setup: async (world) => ({ url: `${path}/${await create(world, statuses.toWatch)}/wish` }),
        expect: sameSpace(200),
      });
    }
  }
  if (statuses.tonight) {
    cases.push({
      method: 'POST',
      route: `${path}/:id/tonight`,
      setup: async (world) => ({ url: `${path}/${await create(world, statuses.toWatch)}/tonight` }),
      expect: sameSpace(200),
      check: async ({ actor, world, prepared }) => {
        const item = await readBack(world, prepared.url);
        expect(item.status === statuses.toWatch).toBe(actor === 'other' || actor === 'anonymous');
      },
    });
  }
  return cases;
}
