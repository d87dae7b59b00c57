import { desc, eq, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
import { COUNTED_TABLES, spaces, spaceUsage, users } from '../db/schema';

/** All SQL of the space usage counters (the triggers that keep them live in the migration). */

export interface Usage {
  rows: number;
  photoBytes: number;
}

/** One primary-key read: what the space holds now (nothing yet when it has no row). */
export async function readSpaceUsage(db: Db, spaceId: string): Promise<Usage> {
  const [row] = await db.select({ rows: spaceUsage.rows, photoBytes: spaceUsage.photoBytes }).from(spaceUsage).where(eq(spaceUsage.spaceId, spaceId));
  return { rows: Number(row?.rows ?? 0), photoBytes: Number(row?.photoBytes ?? 0) };
}

export interface SpaceUsageLine extends Usage {
  spaceId: string;
  name: string;
  members: string[];
}

/** The spaces holding the most (rows or photo bytes), biggest first: for the operator's `space:usage`. */
export async function biggestSpaces(db: Db, by: 'rows' | 'photos', limit: number): Promise<SpaceUsageLine[]> {
  const order = by === 'rows' ? [desc(spaceUsage.rows), desc(spaceUsage.photoBytes)] : [desc(spaceUsage.photoBytes), desc(spaceUsage.rows)];
  const rows = await db
    .select({
      spaceId: spaces.id,
      name: spaces.name,
      rows: spaceUsage.rows,
      photoBytes: spaceUsage.photoBytes,
      members: sql<string[]>`coalesce((select array_agg(${users.email} order by ${users.createdAt}) from ${users} where ${users.spaceId} = ${spaces.id}), '{}')`,
    })
    .from(spaceUsage)
    .innerJoin(spaces, eq(spaces.id, spaceUsage.spaceId))
    .orderBy(...order, spaces.id)
    .limit(limit);
  return rows.map((r) => ({ ...r, rows: Number(r.rows), photoBytes: Number(r.photoBytes) }));
}

/** Counted from the tables themselves, every space: what the counters must equal (tests, the migration's fill). */
export async function countSpaceUsage(db: Db): Promise<Map<string, Usage>> {
  const counted = COUNTED_TABLES.map((t) => `(select count(*) from ${t} c where c.space_id = s.id)`).join(' + ');
  const rows = await rowsOf<{ space_id: string; rows: string | number; photo_bytes: string | number }>(
    db,
    sql.raw(`select s.id as space_id, ${counted} as rows, (select coalesce(sum(p.bytes), 0) from photos p where p.space_id = s.id) as photo_bytes from spaces s`),
  );
  return new Map(rows.map((r) => [r.space_id, { rows: Number(r.rows), photoBytes: Number(r.photo_bytes) }]));
}
