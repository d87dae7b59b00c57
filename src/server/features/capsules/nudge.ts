import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { capsules } from '../../db/schema';
import { capsuleMessages as m } from '../../../shared/capsules-words';
import { addDays } from '../../../shared/dates';
import type { DailyNudge } from '../../platform/feature';

/** A server that was down on the day still tells of a capsule that opened while it was (once, by key). */
const CATCH_UP_DAYS = 3;

/**
 * 'Bir zaman kapsülü açıldı: ‹başlık›' to both, from 08:00 of its opening day in the space's zone
 * (push quiet hours still hold the phone's back). Only the title: the letter is read in the app.
 */
export const capsuleOpeningNudge: DailyNudge = {
  window: [8 * 60, 24 * 60],
  async due(db, space) {
    const opening = await db
      .select({ id: capsules.id, title: capsules.title })
      .from(capsules)
      .where(and(eq(capsules.spaceId, space.id), lte(capsules.openDate, space.today), gte(capsules.openDate, addDays(space.today, -CATCH_UP_DAYS))))
      .orderBy(asc(capsules.openDate), asc(capsules.id));
    return opening.map((c) => ({
      text: () => ({ title: m.notificationTitle, message: m.openedNotice(c.title) }),
      dedupeKey: `capsule-open:${c.id}`,
      push: { kind: 'capsules' as const, url: `/kapsul?kapsul=${c.id}`, tag: `capsule:${c.id}` },
    }));
  },
};
