import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { PushKind } from '../../../shared/push-words';

export type NotificationType = 'info' | 'success' | 'error' | 'warning';

export interface NewNotification {
  title: string;
  message: string;
  type?: NotificationType;
  /** When set, the same key is never delivered twice to the same member. */
  dedupeKey?: string;
  /** What the phone shows (the same title and message): its kind, the page it opens, its tag. */
  push?: PushTarget;
}

export interface PushTarget {
  kind: PushKind;
  /** A path of the app that opens the thing ('/memories?ani=…' opens that memory). */
  url: string;
  /** Pushes of one tag fold into one on the phone; default: the kind per space. */
  tag?: string;
}

/**
 * Inserts one notification for each member of the space except `exceptUserId` (or only for
 * `onlyUserId`); returns who got one.
 */
export async function insertForMembers(
  db: Db,
  spaceId: string,
  exceptUserId: string | null,
  input: NewNotification,
  onlyUserId?: string,
): Promise<string[]> {
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(
      onlyUserId
        ? and(eq(users.spaceId, spaceId), eq(users.id, onlyUserId))
        : exceptUserId
          ? and(eq(users.spaceId, spaceId), ne(users.id, exceptUserId))
          : eq(users.spaceId, spaceId),
    );
  if (recipients.length === 0) return [];
  const rows = await db
    .insert(notifications)
    .values(
      recipients.map((r) => ({
        spaceId,
        userId: r.id,
        title: input.title,
        message: input.message,
        type: input.type ?? 'info',
        dedupeKey: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  return rows.map((r) => r.userId);
}

// ---- The bell: the member's own notifications ----

export interface NotificationRow {
  id: string;
  title: string;
  message: string;
  type: string;
  read: boolean;
  createdAt: Date;
}

/** The member's newest notifications (never anyone else's) and the count of all unread. */
export async function listForMember(db: Db, member: { id: string; spaceId: string }, limit: number) {
  const own = and(eq(notifications.userId, member.id), eq(notifications.spaceId, member.spaceId));
  const rows: NotificationRow[] = await db
    .select({
      id: notifications.id,
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(own)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  const [unread] = await db.select({ n: count() }).from(notifications).where(and(own, eq(notifications.read, false)));
  return { rows, unreadCount: Number(unread.n) };
}

/** Marks one of the member's notifications read; false when it is not theirs (or not there). */
export async function markRead(db: Db, member: { id: string; spaceId: string }, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(and(eq(notifications.id, id), eq(notifications.userId, member.id), eq(notifications.spaceId, member.spaceId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks all of the member's unread notifications read; returns how many changed. */
export async function markAllRead(db: Db, member: { id: string; spaceId: string }): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ read: true })
    .where(
      and(eq(notifications.userId, member.id), eq(notifications.spaceId, member.spaceId), eq(notifications.read, false)),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
