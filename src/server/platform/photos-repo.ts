import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { photos } from '../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

export async function insertPhoto(db: Db, row: typeof photos.$inferInsert) {
  await db.insert(photos).values(row);
}

/** A photo of the member's own space, or null (another space's photo is simply not there). */
export async function findPhoto(db: Db, spaceId: string, id: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.id, id), eq(photos.spaceId, spaceId)))
    .limit(1);
  return row ?? null;
}

/** Removes the row and returns it, so the caller can remove the blobs. */
export async function deletePhotoRow(db: Db, spaceId: string, id: string): Promise<PhotoRow | null> {
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.spaceId, spaceId)))
    .returning();
  return row ?? null;
}
