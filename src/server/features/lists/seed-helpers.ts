import type { Db } from '../../db/client';
import type { ListRepo } from './owned-list';

/** What the demo seed hands every feature (src/server/seed/demo.ts). */
export interface ListSeedContext {
  db: Db;
  space: { id: string };
  members: { id: string; displayName: string }[];
  now: Date;
}

/**
 * Adds sample items to a list once: a space that already has items of this list is left as it
 * is. Items are a day apart, the first oldest, so the list reads newest first like a real one.
 */
export async function seedList<V extends object>(
  ctx: ListSeedContext,
  repo: ListRepo<unknown>,
  items: { by: number; values: V }[],
): Promise<void> {
  const { db, space, members, now } = ctx;
  if ((await repo.list(db, space.id)).length > 0) return;
  for (const [i, item] of items.entries()) {
    const member = members[item.by] ?? members[0];
    const at = new Date(now.getTime() - (items.length - i) * 86_400_000);
    await repo.insert(db, space.id, member.id, item.values, at);
  }
}
