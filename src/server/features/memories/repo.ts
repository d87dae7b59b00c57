import { and, count, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memories, memoryPhotos } from '../../db/schema';
import { MEMORY_MAX_PHOTOS, type Memory, type MemoryCategory, type MemorySort } from '../../../shared/memories';
import { readMemories, type MemoryOrder } from './read-memories';
import { encodeCursor, type Cursor } from './cursor';
import { ownedRepo } from '../../platform/owned-records';

/** Order and "strictly after the cursor" for each sort; each matches one index of schema/memories.ts. */
function keyset(sort: MemorySort, cursor: Cursor | null): { after: SQL | undefined; order: MemoryOrder } {
  if (sort === 'date-asc') {
    return {
      after: cursor ? sql`(${memories.date}, ${memories.id}) > (${cursor.date}::date, ${cursor.id}::uuid)` : undefined,
      order: [['date', 'asc'], ['id', 'asc']],
    };
  }
  if (sort === 'likes') {
    return {
      after: cursor ? sql`(${memories.likeCount}, ${memories.date}, ${memories.id}) < (${cursor.likes ?? 0}::int, ${cursor.date}::date, ${cursor.id}::uuid)` : undefined,
      order: [['likeCount', 'desc'], ['date', 'desc'], ['id', 'desc']],
    };
  }
  return {
    after: cursor ? sql`(${memories.date}, ${memories.id}) < (${cursor.date}::date, ${cursor.id}::uuid)` : undefined,
    order: [['date', 'desc'], ['id', 'desc']],
  };
}

const strip = ({ likeCount: _likeCount, ...memory }: Memory & { likeCount: number }): Memory => memory;

export async function listMemoryPage(
  db: Db,
  spaceId: string,
  viewerId: string,
  q: { sort: MemorySort; category?: MemoryCategory; cursor: Cursor | null; limit: number },
): Promise<{ memories: Memory[]; nextCursor: string | null }> {
  const { after, order } = keyset(q.sort, q.cursor);
  const rows = await readMemories(db, viewerId, {
    where: and(eq(memories.spaceId, spaceId), q.category ? eq(memories.category, q.category) : undefined, after),
    order,
    limit: q.limit + 1,
  });
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    memories: page.map(strip),
    nextCursor: rows.length > q.limit && last ? encodeCursor(q.sort, last) : null,
  };
}

/** Every memory of one month (the calendar view), oldest first. */
export async function listMonth(db: Db, spaceId: string, viewerId: string, month: string, category?: MemoryCategory) {
  const [y, m] = month.split('-').map(Number);
  const first = `${month}-01`;
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const rows = await readMemories(db, viewerId, {
    where: and(eq(memories.spaceId, spaceId), gte(memories.date, first), lt(memories.date, next), category ? eq(memories.category, category) : undefined),
    order: [['date', 'asc'], ['id', 'asc']],
    limit: 1000,
  });
  return rows.map(strip);
}

/** A space's memories of years before `year` whose month-day is one of `keys` (MM-DD). */
export const onThisDayWhere = (spaceId: string, year: number, keys: string[]) =>
  and(
    eq(memories.spaceId, spaceId),
    lt(memories.date, `${String(year).padStart(4, '0')}-01-01`),
    inArray(sql<string>`to_char(${memories.date}, 'MM-DD')`, keys),
  );

/** Memories of earlier years whose month-day is one of `keys` (MM-DD), newest first. */
export async function listOnThisDay(db: Db, spaceId: string, viewerId: string, year: number, keys: string[]) {
  const rows = await readMemories(db, viewerId, {
    where: onThisDayWhere(spaceId, year, keys),
    order: [['date', 'desc'], ['id', 'desc']],
    limit: 50,
  });
  return rows.map(strip);
}

export async function findMemory(db: Db, spaceId: string, viewerId: string, id: string): Promise<Memory | null> {
  const [row] = await readMemories(db, viewerId, { where: and(eq(memories.id, id), eq(memories.spaceId, spaceId)), order: [], limit: 1 });
  return row ? strip(row) : null;
}

/** Insert, update and delete of the memory row: the owned-record kit. */
export const memoriesRepo = ownedRepo(memories);

/** Deletes the memory; returns its photo ids so the caller removes their files too. */
export async function deleteMemory(db: Db, spaceId: string, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const links = await tx.select({ photoId: memoryPhotos.photoId }).from(memoryPhotos).where(eq(memoryPhotos.memoryId, id));
    await memoriesRepo.remove(tx as unknown as Db, spaceId, id);
    return links.map((l) => l.photoId);
  });
}

/**
 * Appends a stored photo to a memory unless it already holds ten. The memory row is locked so
 * two uploads at once cannot both take the tenth place.
 */
export async function attachPhoto(db: Db, memoryId: string, photoId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${memories} where ${memories.id} = ${memoryId} for update`);
    const [row] = await tx
      .select({ n: count(), last: sql<number>`coalesce(max(${memoryPhotos.position}), -1)::int` })
      .from(memoryPhotos)
      .where(eq(memoryPhotos.memoryId, memoryId));
    if (Number(row.n) >= MEMORY_MAX_PHOTOS) return false;
    await tx.insert(memoryPhotos).values({ memoryId, photoId, position: Number(row.last) + 1 });
    return true;
  });
}

export async function photoCount(db: Db, memoryId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(memoryPhotos).where(eq(memoryPhotos.memoryId, memoryId));
  return Number(row.n);
}

export async function memoryHasPhoto(db: Db, memoryId: string, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ photoId: memoryPhotos.photoId })
    .from(memoryPhotos)
    .where(and(eq(memoryPhotos.memoryId, memoryId), eq(memoryPhotos.photoId, photoId)))
    .limit(1);
  return Boolean(row);
}
