import type { DailyNudge } from '../../platform/feature';
import { dailyQuestionMessages as m } from '../../../shared/daily-question-words';
import { ensureDay, spaceMembers } from './repo';

/**
 * The evening reminder, 20:00–23:00 in the space's zone, to each member who has not answered the
 * day's question (picking it if nobody opened the page yet). Push quiet hours still hold it back.
 */
export const questionReminderNudge: DailyNudge = {
  window: [20 * 60, 23 * 60],
  async due(db, space) {
    const day = await ensureDay(db, space.id, space.today);
    const members = await spaceMembers(db, space.id);
    const answered = new Set(day.answers.map((a) => a.userId));
    return members
      .filter((member) => !answered.has(member.id))
      .map((member) => ({
        text: () => ({ title: m.notificationTitle, message: m.reminder(day.text) }),
        dedupeKey: `question-reminder:${space.today}`,
        push: { kind: 'question-reminder' as const, url: '/soru', tag: `question-reminder:${member.id}` },
        onlyUserId: member.id,
      }));
  },
};
