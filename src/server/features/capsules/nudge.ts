import { and, gte, lte } from 'drizzle-orm';
import { capsules } from '../../db/schema';
import { capsuleMessages as m } from '../../../shared/capsules-words';
import { addDays } from '../../../shared/dates';
import { recordNudge } from '../../platform/feature';

/** A server that was down on the day still tells of a capsule that opened while it was (once, by key). */
const CATCH_UP_DAYS = 3;

/**
 * 'Bir zaman kapsülü açıldı: ‹başlık›' to both, from 08:00 of its opening day in the space's zone
 * (push quiet hours still hold the phone's back). Only the title: the letter is read in the app.
 */
export const capsuleOpeningNudge = recordNudge({
  window: [8 * 60, 24 * 60],
  table: capsules,
  label: capsules.title,
  due: (today) => and(lte(capsules.openDate, today), gte(capsules.openDate, addDays(today, -CATCH_UP_DAYS))),
  order: capsules.openDate,
  notice: (c) => ({
    text: () => ({ title: m.notificationTitle, message: m.openedNotice(c.label) }),
    dedupeKey: `capsule-open:${c.id}`,
    push: { kind: 'capsules', url: `/kapsul?kapsul=${c.id}`, tag: `capsule:${c.id}` },
  }),
});
