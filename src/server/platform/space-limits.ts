import { spaceUsageMessages as um } from '../../shared/space-usage-words';
import type { Db } from '../db/client';
import { HttpError } from './http-errors';
import { readSpaceUsage } from './space-usage-repo';

/**
 * Generous enough that a couple never meets them in decades (a busy couple adds a few thousand
 * rows and a few GB of photos a year; a whole Letterboxd or Goodreads history is a few thousand),
 * small enough that one space cannot fill a shared server's disk (issue 33: 20,000 rows per list
 * import, repeatable). An operator changes them with SPACE_MAX_ROWS / SPACE_MAX_PHOTO_MB.
 */
export const SPACE_DEFAULT_MAX_ROWS = 250_000;
export const SPACE_DEFAULT_MAX_PHOTO_MB = 50_000;

/** What one space may hold; 0 = no limit. */
export interface SpaceLimits {
  maxRows: number;
  maxPhotoBytes: number;
}

/** A space that is full: nothing of the request was written. */
export const spaceFull = (message: string) => new HttpError(409, message);

/**
 * Refuses a write that would take the space past its limits, before anything is written: one
 * primary-key read of the space's counters (kept by triggers, so no counting). Two requests at
 * the same moment may both pass at the edge; the limit can be passed by what they add together.
 */
export async function ensureRoom(db: Db, limits: SpaceLimits, spaceId: string, adds: { rows?: number; photoBytes?: number }): Promise<void> {
  const rows = limits.maxRows > 0 ? (adds.rows ?? 0) : 0;
  const photoBytes = limits.maxPhotoBytes > 0 ? (adds.photoBytes ?? 0) : 0;
  if (rows === 0 && photoBytes === 0) return;
  const usage = await readSpaceUsage(db, spaceId);
  if (rows > 0 && usage.rows + rows > limits.maxRows) {
    // Several rows at once (a list import) are told how many would still fit.
    throw spaceFull(rows > 1 ? um.importTooLarge(Math.max(0, limits.maxRows - usage.rows)) : um.rowsFull);
  }
  if (photoBytes > 0 && usage.photoBytes + photoBytes > limits.maxPhotoBytes) throw spaceFull(um.photosFull);
}
