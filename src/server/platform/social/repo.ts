import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { SocialComment } from '../../../shared/social-words';
import { ownedRepo } from '../owned-records';

/**
 * Where one kind of shared record keeps its likes and comments (memories; opened time capsules):
 * the record's table with its `like_count`, and the like and comment tables schema/record-tables.ts
 * builds for it, which name the record's column `key` ('memoryId') in TypeScript.
 */
type Parent = PgTable & { id: PgColumn; likeCount: PgColumn };
type Likes<K extends string> = PgTable & Record<K, PgColumn> & { userId: PgColumn };
type Comments<K extends string> = PgTable & Record<K, PgColumn> & { id: PgColumn; spaceId: PgColumn; userId: PgColumn; text: PgColumn; createdAt: PgColumn };

function presentComment(r: { id: string; text: string; createdAt: Date; authorId: string | null; authorName: string | null }): SocialComment {
  return { id: r.id, text: r.text, createdAt: r.createdAt.toISOString(), author: r.authorId && r.authorName ? { id: r.authorId, displayName: r.authorName } : null };
}

/**
 * Likes and comments over `t`. A like is a row per member, and the record's like_count moves in
 * the same transaction only when a row really came or went: two members liking at the same moment
 * are two rows and +2, the same member twice is one. Drizzle cannot follow generic tables, so the
 * statements name columns; every caller hands in tables with exactly these columns.
 */
export function socialRepo<K extends string>(parent: Parent, tables: { likes: Likes<K>; comments: Comments<K> }, key: K) {
  const { likes, comments } = tables;
  const columns = { id: comments.id, text: comments.text, createdAt: comments.createdAt, authorId: comments.userId, authorName: users.displayName };
  const commentsRepo = ownedRepo(comments, 'userId');
  const byCount = (delta: number) => (delta > 0 ? sql`${parent.likeCount} + 1` : sql`greatest(${parent.likeCount} - 1, 0)`);

  return {
    async addLike(db: Db, parentId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.insert(likes).values({ [key]: parentId, userId } as never).onConflictDoNothing().returning({ userId: likes.userId });
        if (rows.length === 0) return false;
        await tx.update(parent).set({ likeCount: byCount(1) } as never).where(eq(parent.id, parentId));
        return true;
      });
    },
    async removeLike(db: Db, parentId: string, userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        const rows = await tx.delete(likes).where(and(eq(likes[key], parentId), eq(likes.userId, userId))).returning({ userId: likes.userId });
        if (rows.length === 0) return false;
        await tx.update(parent).set({ likeCount: byCount(-1) } as never).where(eq(parent.id, parentId));
        return true;
      });
    },
    /** A record's comments, oldest first (a conversation reads downwards). */
    async listComments(db: Db, spaceId: string, parentId: string): Promise<SocialComment[]> {
      const rows = await db
        .select(columns)
        .from(comments as PgTable)
        .leftJoin(users, eq(users.id, comments.userId))
        .where(and(eq(comments[key], parentId), eq(comments.spaceId, spaceId)))
        .orderBy(asc(comments.createdAt), asc(comments.id))
        .limit(500);
      return (rows as Parameters<typeof presentComment>[0][]).map(presentComment);
    },
    async findComment(db: Db, spaceId: string, parentId: string, id: string): Promise<SocialComment | null> {
      const [row] = await db
        .select(columns)
        .from(comments as PgTable)
        .leftJoin(users, eq(users.id, comments.userId))
        .where(and(eq(comments.id, id), eq(comments[key], parentId), eq(comments.spaceId, spaceId)))
        .limit(1);
      return row ? presentComment(row as Parameters<typeof presentComment>[0]) : null;
    },
    async addComment(db: Db, spaceId: string, userId: string, parentId: string, text: string, now: Date): Promise<string> {
      return commentsRepo.insert(db, spaceId, userId, { [key]: parentId, text } as never, now);
    },
    async removeComment(db: Db, spaceId: string, id: string) {
      await commentsRepo.remove(db, spaceId, id);
    },
  };
}

export type SocialRepo = ReturnType<typeof socialRepo>;
