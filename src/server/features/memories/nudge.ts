import { asc } from 'drizzle-orm';
import { memories } from '../../db/schema';
import type { DailyNudge } from '../../platform/feature';
import { parseIsoDate } from '../../../shared/dates';
import { onThisDayKeys } from '../../../shared/memories';
import { nudgeMessages } from '../../../shared/notifications';
import { onThisDayWhere } from './repo';

/** 'Geçen yıllarda bugün', 09:00–12:00 in the space's zone, when it has memories of this day from earlier years. */
export const onThisDayNudge: DailyNudge = {
  window: [9 * 60, 12 * 60],
  async due(db, space) {
    const rows = await db
      .select({ title: memories.title })
      .from(memories)
      .where(onThisDayWhere(space.id, parseIsoDate(space.today).year, onThisDayKeys(space.today)))
      .orderBy(asc(memories.date))
      .limit(20);
    if (rows.length === 0) return [];
    return [
      {
        text: () => ({ title: nudgeMessages.onThisDayTitle, message: nudgeMessages.onThisDay(rows.length, rows[0].title) }),
        dedupeKey: `on-this-day:${space.today}`,
        push: { kind: 'on-this-day', url: '/memories', tag: `on-this-day:${space.id}` },
      },
    ];
  },
};
