import { and, desc, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken, newToken } from '../tokens';
import type { SessionMember } from '../context';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'defterimiz_session';

/**
 * How stale a session's `last_seen_at` may get: it is moved forward when a lookup that missed the
 * session cache finds it older than this, so a busy session costs one write every few minutes.
 */
export const LAST_SEEN_EVERY_MS = 5 * 60_000;

/**
 * Makes a session for a member; returns the token for the cookie (only its hash is stored).
 * `deviceLabel` names the device in the member's list of sessions ('Chrome · Android').
 */
export async function createSession(db: Db, userId: string, now: Date, days: number, deviceLabel: string | null = null) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  await db.insert(sessions).values({ id: hashToken(token), userId, createdAt: now, expiresAt, deviceLabel, lastSeenAt: now });
  return { token, expiresAt };
}

export async function findSessionMember(db: Db, token: string, now: Date, cache?: SessionCache): Promise<SessionMember | null> {
  const id = hashToken(token);
  const cached = cache?.get(id, now);
  if (cached) return cached;
  const begun = cache?.begin() ?? 0;
  const rows = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      spaceId: users.spaceId,
      email: users.email,
      displayName: users.displayName,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!rows[0]) return null;
  const { expiresAt, lastSeenAt, ...member } = rows[0];
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    // The condition keeps two instances (or two requests) from both writing it.
    const stale = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
    await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.id, id), lte(sessions.lastSeenAt, stale)));
  }
  cache?.set(member, expiresAt, begun);
  return member;
}

/** A member's live sessions, the most recently seen first. `id` is the token's hash: it stays on the server. */
export async function listUserSessions(db: Db, userId: string, now: Date) {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      deviceLabel: sessions.deviceLabel,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** Which of one member's sessions to end: one by its id or its public id, or all but one. */
export type SessionSelection = { sessionId: string } | { publicId: string } | { allExcept?: string };

/**
 * Every session deletion goes through here (sign-out, sign-out of a device or of every device, a
 * password change in settings or by `npm run cli -- user:password`). Only sessions of `userId`
 * are touched, whatever the selection names. This instance's session cache forgets them at once;
 * other instances within the cache's lifetime (decision 002), or at once when the caller also
 * announces a 'profile' change of the space. Returns the ids of the sessions that ended.
 */
export async function endSessions(
  ctx: { db: Db; sessions?: SessionCache },
  userId: string,
  which: SessionSelection,
): Promise<string[]> {
  const conditions: SQL[] = [eq(sessions.userId, userId)];
  if ('sessionId' in which) conditions.push(eq(sessions.id, which.sessionId));
  else if ('publicId' in which) conditions.push(eq(sessions.publicId, which.publicId));
  else if (which.allExcept) conditions.push(ne(sessions.id, which.allExcept));
  const ended = await ctx.db.delete(sessions).where(and(...conditions)).returning({ id: sessions.id });
  for (const { id } of ended) ctx.sessions?.forget(id);
  return ended.map((e) => e.id);
}

export async function sessionExists(db: Db, sessionId: string, now: Date) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows.length > 0;
}

export async function purgeExpiredSessions(db: Db, now: Date) {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
}
