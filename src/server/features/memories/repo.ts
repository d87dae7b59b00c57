import { and, asc, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memories, memoryComments, memoryLikes, memoryPhotos, photos, users } from '../../db/schema';
import { MEMORY_MAX_PHOTOS, type Memory, type MemoryCategory, type MemorySort } from '../../../shared/memories';
import { presentMemory, type MemoryRow, type PhotoLink } from './presenter';
import { encodeCursor, type Cursor } from './cursor';

type MemoryFields = { title: string; description: string; date: string; category: MemoryCategory };

/**
 * The columns every memory query selects. The viewer's likes and the comment counts are asked
 * separately for the page's ids (see `present`): as correlated subqueries here, the planner
 * may hash every like of the member on each page, which grows with the years.
 */
const columns = {
  id: memories.id,
  title: memories.title,
  description: memories.description,
  date: memories.date,
  category: memories.category,
  likeCount: memories.likeCount,
  createdAt: memories.createdAt,
  updatedAt: memories.updatedAt,
  addedById: memories.addedBy,
  addedByName: users.displayName,
};
type BaseRow = Omit<MemoryRow, 'likedByMe' | 'commentCount'>;

function selectMemories(db: Db) {
  return db
    .select(columns)
    .from(memories)
    .leftJoin(users, and(eq(users.id, memories.addedBy), eq(users.spaceId, memories.spaceId)));
}

/** The photos of the given memories, in their order; one query for a whole page. */
async function photoLinks(db: Db, memoryIds: string[]): Promise<PhotoLink[]> {
  if (memoryIds.length === 0) return [];
  return db
    .select({ memoryId: memoryPhotos.memoryId, photoId: photos.id, width: photos.width, height: photos.height })
    .from(memoryPhotos)
    .innerJoin(photos, eq(photos.id, memoryPhotos.photoId))
    .where(inArray(memoryPhotos.memoryId, memoryIds))
    .orderBy(asc(memoryPhotos.memoryId), asc(memoryPhotos.position));
}

/** Photos, the viewer's likes and comment counts of a page: three small index lookups by id. */
async function present(db: Db, viewerId: string, rows: BaseRow[]): Promise<Memory[]> {
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [links, liked, comments] = await Promise.all([
    photoLinks(db, ids),
    db
      .select({ memoryId: memoryLikes.memoryId })
      .from(memoryLikes)
      .where(and(inArray(memoryLikes.memoryId, ids), eq(memoryLikes.userId, viewerId))),
    db
      .select({ memoryId: memoryComments.memoryId, n: count() })
      .from(memoryComments)
      .where(inArray(memoryComments.memoryId, ids))
      .groupBy(memoryComments.memoryId),
  ]);
  const likedIds = new Set(liked.map((l) => l.memoryId));
  const commentCounts = new Map(comments.map((c) => [c.memoryId, Number(c.n)]));
  return rows.map((r) => presentMemory({ ...r, likedByMe: likedIds.has(r.id), commentCount: commentCounts.get(r.id) ?? 0 }, links));
}

/** Order and "strictly after the cursor" for each sort; each matches one index of schema/memories.ts. */
function keyset(sort: MemorySort, cursor: Cursor | null): { after: SQL | undefined; order: SQL[] } {
  if (sort === 'date-asc') {
    return {
      after: cursor ? sql`(${memories.date}, ${memories.id}) > (${cursor.date}::date, ${cursor.id}::uuid)` : undefined,
      order: [asc(memories.date), asc(memories.id)],
    };
  }
  if (sort === 'likes') {
    return {
      after: cursor ? sql`(${memories.likeCount}, ${memories.date}, ${memories.id}) < (${cursor.likes ?? 0}::int, ${cursor.date}::date, ${cursor.id}::uuid)` : undefined,
      order: [desc(memories.likeCount), desc(memories.date), desc(memories.id)],
    };
  }
  return {
    after: cursor ? sql`(${memories.date}, ${memories.id}) < (${cursor.date}::date, ${cursor.id}::uuid)` : undefined,
    order: [desc(memories.date), desc(memories.id)],
  };
}

export async function listMemoryPage(
  db: Db,
  spaceId: string,
  viewerId: string,
  q: { sort: MemorySort; category?: MemoryCategory; cursor: Cursor | null; limit: number },
): Promise<{ memories: Memory[]; nextCursor: string | null }> {
  const { after, order } = keyset(q.sort, q.cursor);
  const rows = await selectMemories(db)
    .where(and(eq(memories.spaceId, spaceId), q.category ? eq(memories.category, q.category) : undefined, after))
    .orderBy(...order)
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page[page.length - 1];
  return {
    memories: await present(db, viewerId, page),
    nextCursor: rows.length > q.limit && last ? encodeCursor(q.sort, last) : null,
  };
}

/** Every memory of one month (the calendar view), oldest first. */
export async function listMonth(db: Db, spaceId: string, viewerId: string, month: string, category?: MemoryCategory) {
  const [y, m] = month.split('-').map(Number);
  const first = `${month}-01`;
  const next = m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
  const rows = await selectMemories(db)
    .where(
      and(
        eq(memories.spaceId, spaceId),
        gte(memories.date, first),
        lt(memories.date, next),
        category ? eq(memories.category, category) : undefined,
      ),
    )
    .orderBy(asc(memories.date), asc(memories.id))
    .limit(1000);
  return present(db, viewerId, rows);
}

/** Memories of earlier years whose month-day is one of `keys` (MM-DD), newest first. */
export async function listOnThisDay(db: Db, spaceId: string, viewerId: string, year: number, keys: string[]) {
  const rows = await selectMemories(db)
    .where(
      and(
        eq(memories.spaceId, spaceId),
        lt(memories.date, `${String(year).padStart(4, '0')}-01-01`),
        inArray(sql<string>`to_char(${memories.date}, 'MM-DD')`, keys),
      ),
    )
    .orderBy(desc(memories.date), desc(memories.id))
    .limit(50);
  return present(db, viewerId, rows);
}

export async function findMemory(db: Db, spaceId: string, viewerId: string, id: string): Promise<Memory | null> {
  const [row] = await selectMemories(db).where(and(eq(memories.id, id), eq(memories.spaceId, spaceId))).limit(1);
  return row ? (await present(db, viewerId, [row]))[0] : null;
}

export async function insertMemory(db: Db, spaceId: string, addedBy: string, input: MemoryFields, now: Date) {
  const [row] = await db
    .insert(memories)
    .values({ spaceId, addedBy, ...input, createdAt: now, updatedAt: now })
    .returning({ id: memories.id });
  return row.id;
}

export async function updateMemory(db: Db, spaceId: string, id: string, input: MemoryFields, now: Date) {
  await db
    .update(memories)
    .set({ ...input, updatedAt: now })
    .where(and(eq(memories.id, id), eq(memories.spaceId, spaceId)));
}

/** Deletes the memory; returns its photo ids so the caller removes their files too. */
export async function deleteMemory(db: Db, spaceId: string, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const links = await tx.select({ photoId: memoryPhotos.photoId }).from(memoryPhotos).where(eq(memoryPhotos.memoryId, id));
    await tx.delete(memories).where(and(eq(memories.id, id), eq(memories.spaceId, spaceId)));
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
