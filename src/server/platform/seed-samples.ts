import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';

/**
 * A feature's demo records, added once: false when the space already has rows in `table` (the
 * seeder then leaves the space as it is). Each sample is added by its member — `by` 0 the owner,
 * 1 the partner, the owner when alone — in the samples' order.
 */
export async function seedSamples<S extends { by: number }, M>(
  ctx: { db: Db; space: { id: string }; members: M[] },
  table: PgTable & { spaceId: PgColumn },
  samples: readonly S[],
  add: (sample: S, adder: M, index: number) => Promise<void>,
): Promise<boolean> {
  const [row] = await ctx.db.select({ n: count() }).from(table).where(eq(table.spaceId, ctx.space.id));
  if (Number(row.n) > 0) return false;
  for (const [i, sample] of samples.entries()) await add(sample, ctx.members[sample.by] ?? ctx.members[0], i);
  return true;
}
