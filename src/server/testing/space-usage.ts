import { expect } from 'vitest';
import type { Db } from '../db/client';
import { countSpaceUsage, readSpaceUsage } from '../platform/space-usage-repo';

/** Every space's usage counters equal a full count of its rows and photo bytes (issue 33's triggers). */
export async function expectUsageCounted(db: Db) {
  const counted = await countSpaceUsage(db);
  for (const [spaceId, usage] of counted) expect(await readSpaceUsage(db, spaceId), spaceId).toEqual(usage);
  return counted;
}
