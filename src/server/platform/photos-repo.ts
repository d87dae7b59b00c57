import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { photos, spaces } from '../db/schema';
import { todayInSpaceZone } from '../../shared/dates';
import { rowOfSpace } from './owned-records';

export type PhotoRow = typeof photos.$inferSelect;

export async function insertPhoto(db: Db, row: typeof photos.$inferInsert) {
  await db.insert(photos).values(row);
}

/** A photo of the member's own space, or null (another space's photo is simply not there). */
export const findPhoto = (db: Db, spaceId: string, id: string): Promise<PhotoRow | null> => rowOfSpace(db, photos, spaceId, id);

/** Removes the row and returns it, so the caller can remove the blobs. */
export async function deletePhotoRow(db: Db, spaceId: string, id: string): Promise<PhotoRow | null> {
  const [row] = await db
    .delete(photos)
    .where(and(eq(photos.id, id), eq(photos.spaceId, spaceId)))
    .returning();
  return row ?? null;
}

/**
 * Whether a photo sealed until `sealedUntil` (a time capsule's) is still sealed on the space's own
 * day at `now`: the day is the space's, read from its time zone as it is now.
 */
export async function stillSealed(db: Db, spaceId: string, sealedUntil: string | null, now: Date): Promise<boolean> {
  if (!sealedUntil) return false;
  const [space] = await db.select({ timeZone: spaces.timeZone }).from(spaces).where(eq(spaces.id, spaceId)).limit(1);
  return !space || sealedUntil > todayInSpaceZone(now, space.timeZone);
}
