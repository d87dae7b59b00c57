import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, pushSubscriptions } from '../../db/schema';

/**
 * What works for a member without a session: the private calendar address (`/takvim/<token>.ics`)
 * and the push subscriptions of their browsers. Whoever held one of the member's sessions could
 * have made either for themselves, so when the member's sessions end as a whole ('Şifreyi
 * değiştir', 'Tüm cihazlardan çıkış yap', the CLI's user:password) these end with them
 * (endSessions). A new kind of key that outlives a session belongs in this list.
 */
export async function revokeMemberLinks(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}
