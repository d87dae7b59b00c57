import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { calendarFeeds, capsules, memories, spaces, specialDates, trips, users } from '../../db/schema';
import { hashToken } from '../../platform/tokens';
import { specialDateName } from '../../../shared/settings';

/** At most this many memory days in a feed (the newest); a calendar app need not take 10,000 events. */
export const FEED_MEMORIES_MAX = 1000;

export async function feedOf(db: Db, userId: string) {
  const [row] = await db
    .select({ includeMemories: calendarFeeds.includeMemories, createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row ?? null;
}

/** A new address for the member; the old one (if any) stops answering in the same statement. */
export async function replaceFeed(db: Db, member: { id: string; spaceId: string }, token: string, includeMemories: boolean, now: Date) {
  await db
    .insert(calendarFeeds)
    .values({ spaceId: member.spaceId, userId: member.id, tokenHash: hashToken(token), includeMemories, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash: hashToken(token), includeMemories, createdAt: now } });
}

export async function revokeFeed(db: Db, userId: string) {
  await db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}

/** The feed behind a token, with its space (name, together-since date, time zone); null for an unknown (revoked, replaced, guessed) token. */
export async function feedByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      spaceId: calendarFeeds.spaceId,
      includeMemories: calendarFeeds.includeMemories,
      spaceName: spaces.name,
      togetherSince: spaces.togetherSince,
      timeZone: spaces.timeZone,
      /** The feed's owner's: its events are named in it. */
      language: users.language,
    })
    .from(calendarFeeds)
    .innerJoin(spaces, eq(spaces.id, calendarFeeds.spaceId))
    // The member must still belong to the space the feed was made for.
    .innerJoin(users, and(eq(users.id, calendarFeeds.userId), eq(users.spaceId, calendarFeeds.spaceId)))
    .where(eq(calendarFeeds.tokenHash, hashToken(token)));
  return row ?? null;
}

export async function feedDates(db: Db, spaceId: string) {
  const rows = await db
    .select({ id: specialDates.id, name: specialDates.name, date: specialDates.date, kind: specialDates.kind, memberName: users.displayName })
    .from(specialDates)
    .leftJoin(users, and(eq(users.id, specialDates.userId), eq(users.spaceId, specialDates.spaceId)))
    .where(eq(specialDates.spaceId, spaceId))
    .orderBy(asc(specialDates.date), asc(specialDates.id));
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    name: specialDateName(r),
  }));
}

/** A space's titled days for the feed: id, title and day, at most FEED_MEMORIES_MAX, in the day's `order`. */
const titledDays = (db: Db, spaceId: string, table: typeof memories | typeof capsules, day: typeof memories.date | typeof capsules.openDate, order: typeof asc) =>
  db
    .select({ id: table.id, title: table.title, date: day })
    .from(table)
    .where(eq(table.spaceId, spaceId))
    .orderBy(order(day), order(table.id))
    .limit(FEED_MEMORIES_MAX);

/** The memories' days, newest first. */
export const feedMemories = (db: Db, spaceId: string) => titledDays(db, spaceId, memories, memories.date, desc);

/** Every trip of the space, for the feed (a couple plans a handful a year). */
export async function feedTrips(db: Db, spaceId: string) {
  return db
    .select({ id: trips.id, name: trips.name, startDate: trips.startDate, endDate: trips.endDate })
    .from(trips)
    .where(eq(trips.spaceId, spaceId))
    .orderBy(asc(trips.startDate), asc(trips.id));
}

/** Every capsule's opening day: its title and date only (a calendar is no place for the letter). */
export const feedCapsules = (db: Db, spaceId: string) => titledDays(db, spaceId, capsules, capsules.openDate, asc);
