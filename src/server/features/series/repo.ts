import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { series } from '../../db/schema';
import { listRepo } from '../lists/list-repo';

/** All SQL of the series list (space-scoped, newest first); the shared list queries do most. */
export const seriesRepo = listRepo(series, 'series');
export type SeriesRow = typeof series.$inferSelect;

/** One more episode watched: episode + 1 (from 1 when unset), season 1 when unset. */
export async function advanceEpisode(db: Db, spaceId: string, id: string, now: Date): Promise<void> {
  await db
    .update(series)
    .set({
      currentEpisode: sql`coalesce(${series.currentEpisode}, 0) + 1`,
      currentSeason: sql`coalesce(${series.currentSeason}, 1)`,
      updatedAt: now,
    })
    .where(and(eq(series.spaceId, spaceId), eq(series.id, id)));
}
