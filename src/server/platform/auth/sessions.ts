import { and, desc, eq, gt, inArray, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken, newToken } from '../tokens';
import type { SessionMember } from './session-member';
import type { SessionCache } from './session-cache';
import { DEFAULT_LANGUAGE, isLanguage } from '../../../shared/i18n/languages';

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

/**
 * The last-seen time a session must be after to be alive: one unused for SESSION_IDLE_DAYS ends
 * (a phone forgotten in a drawer, a copied cookie nobody uses openly). Last seen moves at most
 * every LAST_SEEN_EVERY_MS, so the end comes up to that much early.
 */
export const idleCutoff = (now: Date, idleDays: number) => new Date(now.getTime() - idleDays * 86_400_000);

/** Alive: before its end (SESSION_DAYS after sign-in) and seen after the idle cut-off. */
const isLive = (now: Date, seenAfter: Date) => and(gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, seenAfter));

export async function findSessionMember(db: Db, token: string, now: Date, seenAfter: Date, cache?: SessionCache): Promise<SessionMember | null> {
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
      language: users.language,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), isLive(now, seenAfter)))
    .limit(1);
  if (!rows[0]) return null;
  const { expiresAt, lastSeenAt, language, ...rest } = rows[0];
  const member: SessionMember = { ...rest, language: isLanguage(language) ? language : DEFAULT_LANGUAGE };
  let seen = lastSeenAt;
  if (now.getTime() - lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
    // The condition keeps two instances (or two requests) from both writing it.
    const stale = new Date(now.getTime() - LAST_SEEN_EVERY_MS);
    await db.update(sessions).set({ lastSeenAt: now }).where(and(eq(sessions.id, id), lte(sessions.lastSeenAt, stale)));
    seen = now;
  }
  // Cached no longer than the session lives (its end, or its idle end from last seen) and not past
  // the next move of last seen, which only a lookup that misses the cache makes.
  const until = Math.min(expiresAt.getTime(), seen.getTime() + (now.getTime() - seenAfter.getTime()), seen.getTime() + LAST_SEEN_EVERY_MS);
  cache?.set(member, new Date(until), begun);
  return member;
}

/** A member's live sessions, the most recently seen first. `id` is the token's hash: it stays on the server. */
export async function listUserSessions(db: Db, userId: string, now: Date, seenAfter: Date) {
  return db
    .select({
      id: sessions.id,
      publicId: sessions.publicId,
      deviceLabel: sessions.deviceLabel,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), isLive(now, seenAfter)))
    .orderBy(desc(sessions.lastSeenAt), desc(sessions.createdAt));
}

/** The token hash of one of `userId`'s sessions named by its public id, or null (another member's, or none). */
export async function findOwnSession(db: Db, userId: string, publicId: string) {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .limit(1);
  return rows[0]?.id ?? null;
}

// Ending sessions (logout, password change, devices) goes through auth/end-sessions.ts only.

/** Which of these sessions still live: one query for every open stream of an instance. */
export async function liveSessions(db: Db, sessionIds: readonly string[], now: Date, seenAfter: Date): Promise<Set<string>> {
  const alive = new Set<string>();
  for (let i = 0; i < sessionIds.length; i += 1000) {
    const rows = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(inArray(sessions.id, sessionIds.slice(i, i + 1000)), isLive(now, seenAfter)));
    for (const row of rows) alive.add(row.id);
  }
  return alive;
}

/** Expired and idle sessions (their push subscriptions go with them). */
export async function purgeExpiredSessions(db: Db, now: Date, seenAfter: Date) {
  await db.delete(sessions).where(or(lte(sessions.expiresAt, now), lte(sessions.lastSeenAt, seenAfter)));
}
