import { and, eq, or, sql } from 'drizzle-orm';
import { ikimizFeature } from '../../../shared/features/ikimiz';
import { itemRatings, itemWishes } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { ikimizRoutes } from './routes';
import { ikimizSeed } from './seed';

/**
 * A wish leaves in a member's own export only when it is theirs or half of a match: the partner's
 * lone wishes are private (issue 34) and never reach the other member's browser, not even in a ZIP.
 * Backups (a file on the server) and the operator's `space:export` carry them all.
 */
const wishVisibleTo = (spaceId: string, memberId: string) =>
  and(
    eq(itemWishes.spaceId, spaceId),
    or(
      eq(itemWishes.memberId, memberId),
      sql`exists (select 1 from item_wishes as own where own.member_id = ${memberId}
        and (own.movie_id = ${itemWishes.movieId} or own.series_id = ${itemWishes.seriesId} or own.book_id = ${itemWishes.bookId}))`,
    ),
  )!;

export const ikimizServer = defineServerFeature(ikimizFeature, {
  routes: [ikimizRoutes],
  seed: ikimizSeed,
  exports: () => ({
    ratings: { table: itemRatings, where: (s) => eq(itemRatings.spaceId, s), orderBy: [itemRatings.id] },
    wishes: { table: itemWishes, where: (s) => eq(itemWishes.spaceId, s), visibleTo: wishVisibleTo, orderBy: [itemWishes.id] },
  }),
});
