import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

export async function updateProfile(db: Db, member: { id: string; spaceId: string }, input: { displayName: string }) {
  await db
    .update(users)
    .set({ displayName: input.displayName })
    .where(and(eq(users.id, member.id), eq(users.spaceId, member.spaceId)));
}
