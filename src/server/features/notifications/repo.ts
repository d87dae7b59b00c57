import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import type { PushKind } from '../../../shared/push-words';
import type { Language } from '../../../shared/i18n/languages';
import { asLanguage, inLanguage } from '../../platform/language';

export type NotificationType = 'info' | 'success' | 'error' | 'warning';

export interface NotificationText {
  title: string;
  message: string;
}

export interface NewNotification {
  /**
   * The words, written once for each recipient inside their own language (platform/language.ts),
   * whatever the actor's: `() => ({ title: m.notificationTitle, message: m.notification(actor, title) })`.
   * A stored notification keeps the language it was written in.
   */
  text: () => NotificationText;
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

/** A member who got a notification, with its words as written for them. */
export interface Delivered extends NotificationText {
  userId: string;
  language: Language;
}

/**
 * Inserts one notification for each member of the space except `exceptUserId` (or only for
 * `onlyUserId`), each written in its recipient's language; returns who got one, with the words.
 */
export async function insertForMembers(
  db: Db,
  spaceId: string,
  exceptUserId: string | null,
  input: NewNotification,
  onlyUserId?: string,
): Promise<Delivered[]> {
  const found = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(
      onlyUserId
        ? and(eq(users.spaceId, spaceId), eq(users.id, onlyUserId))
        : exceptUserId
          ? and(eq(users.spaceId, spaceId), ne(users.id, exceptUserId))
          : eq(users.spaceId, spaceId),
    );
  if (found.length === 0) return [];
  const recipients = found.map((r) => {
    const language = asLanguage(r.language);
    return { userId: r.id, language, ...inLanguage(language, input.text) };
  });
  const rows = await db
    .insert(notifications)
    .values(
      recipients.map((r) => ({
        spaceId,
        userId: r.userId,
        title: r.title,
        message: r.message,
        type: input.type ?? 'info',
        dedupeKey: input.dedupeKey ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning({ userId: notifications.userId });
  const inserted = new Set(rows.map((r) => r.userId));
  return recipients.filter((r) => inserted.has(r.userId));
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
