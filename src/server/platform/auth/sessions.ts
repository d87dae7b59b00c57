import { and, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { hashToken, newToken } from '../tokens';
import type { SessionMember } from '../context';
import type { SessionCache } from './session-cache';

export const SESSION_COOKIE = 'defterimiz_session';

/** Makes a session for a member; returns the token for the cookie (only its hash is stored). */
export async function createSession(db: Db, userId: string, now: Date, days: number) {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + days * 86_400_000);
  await db.insert(sessions).values({ id: hashToken(token), userId, createdAt: now, expiresAt });
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
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)))
    .limit(1);
  if (!rows[0]) return null;
  const { expiresAt, ...member } = rows[0];
  cache?.set(member, expiresAt, begun);
  return member;
}

// Ending sessions (logout, password change, devices) goes through auth/end-sessions.ts only.

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
