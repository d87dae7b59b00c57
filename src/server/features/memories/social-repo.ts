import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memories, memoryComments, memoryLikes, users } from '../../db/schema';
import type { MemoryComment } from '../../../shared/memories';
import { ownedRepo } from '../../platform/owned-records';

/**
 * Likes and comments. A like is a row per member (primary key memory + member), and the
 * memory's like_count moves in the same transaction only when a row really came or went: two
 * members liking at the same moment are two rows and +2, the same member twice is one.
 */
export async function addLike(db: Db, memoryId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.insert(memoryLikes).values({ memoryId, userId }).onConflictDoNothing().returning({ userId: memoryLikes.userId });
    if (rows.length === 0) return false;
    await tx.update(memories).set({ likeCount: sql`${memories.likeCount} + 1` }).where(eq(memories.id, memoryId));
    return true;
  });
}

export async function removeLike(db: Db, memoryId: string, userId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(memoryLikes)
      .where(and(eq(memoryLikes.memoryId, memoryId), eq(memoryLikes.userId, userId)))
      .returning({ userId: memoryLikes.userId });
    if (rows.length === 0) return false;
    await tx.update(memories).set({ likeCount: sql`greatest(${memories.likeCount} - 1, 0)` }).where(eq(memories.id, memoryId));
    return true;
  });
}

const commentColumns = {
  id: memoryComments.id,
  text: memoryComments.text,
  createdAt: memoryComments.createdAt,
  authorId: memoryComments.userId,
  authorName: users.displayName,
};

function presentComment(r: { id: string; text: string; createdAt: Date; authorId: string | null; authorName: string | null }): MemoryComment {
  return {
    id: r.id,
    text: r.text,
    createdAt: r.createdAt.toISOString(),
    author: r.authorId && r.authorName ? { id: r.authorId, displayName: r.authorName } : null,
  };
}

/** A memory's comments, oldest first (a conversation reads downwards). */
export async function listComments(db: Db, spaceId: string, memoryId: string): Promise<MemoryComment[]> {
  const rows = await db
    .select(commentColumns)
    .from(memoryComments)
    .leftJoin(users, eq(users.id, memoryComments.userId))
    .where(and(eq(memoryComments.memoryId, memoryId), eq(memoryComments.spaceId, spaceId)))
    .orderBy(asc(memoryComments.createdAt), asc(memoryComments.id))
    .limit(500);
  return rows.map(presentComment);
}

export async function findComment(db: Db, spaceId: string, memoryId: string, id: string) {
  const [row] = await db
    .select(commentColumns)
    .from(memoryComments)
    .leftJoin(users, eq(users.id, memoryComments.userId))
    .where(and(eq(memoryComments.id, id), eq(memoryComments.memoryId, memoryId), eq(memoryComments.spaceId, spaceId)))
    .limit(1);
  return row ? presentComment(row) : null;
}

/** Insert and delete of a comment (its author is `userId`): the owned-record kit. */
export const commentsRepo = ownedRepo(memoryComments, 'userId');
