import { eq, inArray } from 'drizzle-orm';
import { memoriesFeature } from '../../../shared/features/memories';
import { memories, memoryComments, memoryLikes, memoryPhotos } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { memoryRoutes } from './routes';
import { memoriesSeed } from './seed';
import { onThisDayNudge } from './nudge';

export const memoriesServer = defineServerFeature(memoriesFeature, {
  routes: [memoryRoutes],
  seed: memoriesSeed,
  nudges: [onThisDayNudge],
  // Photo links and likes have no space id of their own: they are picked through the space's memories.
  exports: (db) => {
    const memoryIds = (spaceId: string) => db.select({ id: memories.id }).from(memories).where(eq(memories.spaceId, spaceId));
    return {
      memories: { table: memories, where: (s) => eq(memories.spaceId, s), orderBy: [memories.id] },
      'memory-photos': { table: memoryPhotos, where: (s) => inArray(memoryPhotos.memoryId, memoryIds(s)), orderBy: [memoryPhotos.memoryId, memoryPhotos.photoId] },
      'memory-likes': { table: memoryLikes, where: (s) => inArray(memoryLikes.memoryId, memoryIds(s)), orderBy: [memoryLikes.memoryId, memoryLikes.userId] },
      'memory-comments': { table: memoryComments, where: (s) => eq(memoryComments.spaceId, s), orderBy: [memoryComments.id] },
    };
  },
});
