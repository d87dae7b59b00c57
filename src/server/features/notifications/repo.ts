import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';

export type NotificationType = 'info' | 'success' | 'error' | 'warning';

export interface NewNotification {
  title: string;
  message: string;
  type?: NotificationType;
  /** When set, the same key is never delivered twice to the same member. */
  dedupeKey?: string;
}

/** Inserts one notification for each member of the space except `exceptUserId`; returns who got one. */
export async function insertForMembers(
  db: Db,
  spaceId: string,
  exceptUserId: string | null,
  input: NewNotification,
): Promise<string[]> {
  const recipients = await db
    .select({ id: users.id })
    .from(users)
    .where(exceptUserId ? and(eq(users.spaceId, spaceId), ne(users.id, exceptUserId)) : eq(users.spaceId, spaceId));
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
