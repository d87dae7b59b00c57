import type { Db } from '../../db/client';
import { OfflineCatalog } from '../../catalog/offline';
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

/** A sample of a film list: a title of the offline catalogue, how far the couple is, who added it. */
export interface ScreenSample<S extends string> {
  imdbId: string;
  status: S;
  rating?: number;
  notes?: string;
  by: number;
}

type Details = NonNullable<Awaited<ReturnType<OfflineCatalog['details']>>>;

/**
 * Demo items of a film list (movies, series), once per space: each sample's facts from the offline
 * catalogue, so the seed works offline. `parse` adds the list's own fields to the shared ones and
 * reads them through the list's contract.
 */
export async function seedScreenList<T extends ScreenSample<string>, V extends object>(
  ctx: ListSeedContext,
  repo: ListRepo<unknown>,
  samples: T[],
  parse: (shared: Record<string, unknown>, d: Details, sample: T) => V,
): Promise<void> {
  const catalogue = new OfflineCatalog();
  const items = [];
  for (const s of samples) {
    const d = await catalogue.details(s.imdbId);
    if (!d) continue;
    const shared = {
      title: d.title,
      genre: d.genres.join(', '),
      imdbId: d.id,
      imdbRating: d.imdbRating,
      plot: d.plot,
      runtime: d.runtime,
      status: s.status,
      rating: s.rating ?? null,
      notes: s.notes ?? '',
    };
    items.push({ by: s.by, values: parse(shared, d, s) });
  }
  await seedList(ctx, repo, items);
}
