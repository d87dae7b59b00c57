import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Database } from '../../db/client';
import type { EventBus } from '../events/bus';
import { PgEventBus } from '../events/pg-bus';
import type { SessionCache } from './session-cache';
import { revokeMemberLinks } from './member-links';

/**
 * Which sessions end: one (a logout, signing out one device) or all of a member's (a password
 * change, 'Tüm cihazlardan çıkış yap', the CLI's password reset).
 */
export type SessionsToEnd = { sessionId: string } | { userId: string };

export interface SessionEnder {
  db: Db;
  /** Reaches every instance: their live streams of these sessions close at once. */
  bus: Pick<EventBus, 'publishSessionsEnded'>;
  /** This instance's cache; the others forget through the bus. */
  sessions?: SessionCache;
}

/**
 * The one way a session ends: logout, a password change (every session of the member; the device
 * that changed it gets a new one), signing out one device or all of them, the CLI's password reset. It deletes the rows, forgets them in
 * this instance's cache and publishes "sessions ended" on the event bus, so every instance closes
 * those sessions' `GET /api/events` streams and cached look-ups the moment this resolves (the
 * heartbeat's session check stays as a backstop for a lost NOTIFY). Ending all of a member's
 * sessions also ends what works without one, the calendar address and push subscriptions
 * (member-links.ts): a thief's copies must not outlive the stolen session. Returns the ended ids.
 */
export async function endSessions(ender: SessionEnder, which: SessionsToEnd): Promise<string[]> {
  const where = 'sessionId' in which ? eq(sessions.id, which.sessionId) : eq(sessions.userId, which.userId);
  if ('userId' in which) await revokeMemberLinks(ender.db, which.userId);
  const ended = (await ender.db.delete(sessions).where(where).returning({ id: sessions.id })).map((r) => r.id);
  if ('sessionId' in which && !ended.includes(which.sessionId)) ended.push(which.sessionId);
  if (ended.length === 0) return ended;
  for (const id of ended) ender.sessions?.forget(id);
  await ender.bus.publishSessionsEnded(ended);
  return ended;
}

/**
 * For a process without a server of its own (the CLI): a running server's bus when there is one
 * (tests), else PostgreSQL NOTIFY to every instance. With PGlite no server can be running beside
 * it (DATA_DIR is locked), so there is no one to tell.
 */
export function outsideBus(database: Database, bus?: EventBus): SessionEnder['bus'] {
  if (bus) return bus;
  const pool = database.kind === 'postgres' ? database.pool : null;
  return { publishSessionsEnded: async (ids) => void (pool && (await PgEventBus.notifySessionsEnded(pool, ids))) };
}
