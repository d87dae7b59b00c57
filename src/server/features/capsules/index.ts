import { and, eq, inArray, lte } from 'drizzle-orm';
import { capsulesFeature } from '../../../shared/features/capsules';
import { capsuleComments, capsuleLikes, capsulePhotos, capsules } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { capsuleRoutes } from './routes';
import { capsulesSeed } from './seed';
import { capsuleOpeningNudge } from './nudge';

export const capsulesServer = defineServerFeature(capsulesFeature, {
  routes: [capsuleRoutes],
  seed: capsulesSeed,
  nudges: [capsuleOpeningNudge],
  // Photo links and likes have no space id of their own: they are picked through the space's capsules.
  // `released`: what a member's own export may carry on the space's `today` — a sealed capsule and
  // everything of it stay behind until its day (decision 027); the server's backups carry all.
  exports: (db) => {
    const capsuleIds = (spaceId: string, today?: string) =>
      db.select({ id: capsules.id }).from(capsules).where(and(eq(capsules.spaceId, spaceId), today ? lte(capsules.openDate, today) : undefined));
    return {
      capsules: { table: capsules, where: (s) => eq(capsules.spaceId, s), released: (today) => lte(capsules.openDate, today), orderBy: [capsules.id] },
      'capsule-photos': {
        table: capsulePhotos,
        where: (s) => inArray(capsulePhotos.capsuleId, capsuleIds(s)),
        released: (today, s) => inArray(capsulePhotos.capsuleId, capsuleIds(s, today)),
        orderBy: [capsulePhotos.capsuleId, capsulePhotos.photoId],
      },
      'capsule-likes': {
        table: capsuleLikes,
        where: (s) => inArray(capsuleLikes.capsuleId, capsuleIds(s)),
        released: (today, s) => inArray(capsuleLikes.capsuleId, capsuleIds(s, today)),
        orderBy: [capsuleLikes.capsuleId, capsuleLikes.userId],
      },
      'capsule-comments': {
        table: capsuleComments,
        where: (s) => eq(capsuleComments.spaceId, s),
        released: (today, s) => inArray(capsuleComments.capsuleId, capsuleIds(s, today)),
        orderBy: [capsuleComments.id],
      },
    };
  },
});
