import { and, count, eq } from 'drizzle-orm';
import { gameGuesses, users } from '../../db/schema';
import type { DailyNudge } from '../../platform/feature';
import { nudgeMessages } from '../../../shared/notifications';

/** 'Bugünün oyununu henüz oynamadınız', 20:00–23:00 in the space's zone, to each member without a guess today. */
export const gameReminderNudge: DailyNudge = {
  window: [20 * 60, 23 * 60],
  async due(db, space) {
    const members = await db
      .select({ id: users.id, guesses: count(gameGuesses.id) })
      .from(users)
      .leftJoin(gameGuesses, and(eq(gameGuesses.userId, users.id), eq(gameGuesses.day, space.today)))
      .where(eq(users.spaceId, space.id))
      .groupBy(users.id);
    return members
      .filter((m) => Number(m.guesses) === 0)
      .map((m) => ({
        text: () => ({ title: nudgeMessages.gameTitle, message: nudgeMessages.gameReminder }),
        dedupeKey: `game-reminder:${space.today}`,
        push: { kind: 'game-reminder' as const, url: '/movie-game', tag: `game-reminder:${m.id}` },
        onlyUserId: m.id,
      }));
  },
};
