import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import { capsulePhotos, capsules } from '../../db/schema';
import type { Capsule, CapsuleSummary } from '../../../shared/capsules-words';
import { daysBetween } from '../../../shared/dates';
import { ownedRepo } from '../../platform/owned-records';
import { containsFolded } from '../../platform/search';
import { presentCapsule, type CapsuleRow } from './present';

/** Insert and delete of a capsule (there is no update: a sealed letter is never edited). */
export const capsulesRepo = ownedRepo(capsules);

/**
 * The space's capsules as the viewer may see them on `today`: every column of the letter (its text,
 * photos, likes, comments) is selected only for a capsule whose day has come; a search looks into
 * a letter only then, so a word of a sealed one finds nothing.
 */
export async function readCapsules(db: Db, spaceId: string, viewerId: string, today: string, o: { id?: string; search?: string } = {}): Promise<Capsule[]> {
  const open = sql`c.open_date <= ${today}::date`;
  const search = o.search ? sql`and (${containsFolded(sql`c.title`, o.search)} or (${open} and ${containsFolded(sql`c.body`, o.search)}))` : sql``;
  const rows = await rowsOf<CapsuleRow>(
    db,
    sql`select c.id, c.title, c.open_date::text as open_date, c.added_by, u.display_name as added_by_name,
          case when ${open} then c.body end as body,
          case when ${open} then c.like_count end as like_count,
          case when ${open} then exists (select 1 from capsule_likes l where l.capsule_id = c.id and l.user_id = ${viewerId}) end as liked_by_me,
          case when ${open} then (select count(*)::int from capsule_comments cc where cc.capsule_id = c.id) end as comment_count,
          case when ${open} then (extract(epoch from c.created_at) * 1000)::float8 end as created_at,
          case when ${open} then coalesce((select json_agg(json_build_object('photoId', p.id, 'width', p.width, 'height', p.height) order by cp.position)
                                          from capsule_photos cp join photos p on p.id = cp.photo_id where cp.capsule_id = c.id), '[]'::json) end as photos
        from capsules c
        left join users u on u.id = c.added_by and u.space_id = c.space_id
        where c.space_id = ${spaceId} ${o.id ? sql`and c.id = ${o.id}` : sql``} ${search}
        order by c.open_date, c.id
        limit 500`,
  );
  const shown = rows.map((r) => presentCapsule(r, today));
  // The sealed ones first, soonest to open on top; then the opened, the latest first.
  return [...shown.filter((c) => c.sealed), ...shown.filter((c) => !c.sealed).reverse()];
}

export async function findCapsule(db: Db, spaceId: string, viewerId: string, today: string, id: string): Promise<Capsule | null> {
  return (await readCapsules(db, spaceId, viewerId, today, { id }))[0] ?? null;
}

/** The home card: the next to open and how many wait and have opened (one index range each). */
export async function capsuleSummary(db: Db, spaceId: string, today: string): Promise<CapsuleSummary> {
  const [next] = await db
    .select({ id: capsules.id, title: capsules.title, openDate: capsules.openDate })
    .from(capsules)
    .where(and(eq(capsules.spaceId, spaceId), gt(capsules.openDate, today)))
    .orderBy(capsules.openDate, capsules.id)
    .limit(1);
  const [counts] = await db
    .select({ all: count(), opened: sql<number>`count(*) filter (where ${lte(capsules.openDate, today)})` })
    .from(capsules)
    .where(eq(capsules.spaceId, spaceId));
  const opened = Number(counts?.opened ?? 0);
  return {
    today,
    next: next ? { ...next, daysLeft: daysBetween(today, next.openDate) } : null,
    sealed: Number(counts?.all ?? 0) - opened,
    opened,
  };
}

/** The capsule and its photos in one transaction: a letter is sealed whole or not at all. */
export async function insertCapsule(db: Db, c: { spaceId: string; addedBy: string; title: string; body: string; openDate: string; photoIds: string[]; now: Date }) {
  return db.transaction(async (tx) => {
    const id = await capsulesRepo.insert(tx as unknown as Db, c.spaceId, c.addedBy, { title: c.title, body: c.body, openDate: c.openDate }, c.now);
    if (c.photoIds.length) await tx.insert(capsulePhotos).values(c.photoIds.map((photoId, position) => ({ capsuleId: id, photoId, position })));
    return id;
  });
}

/** Deletes the capsule; returns its photo ids so the caller removes their files too. */
export async function deleteCapsule(db: Db, spaceId: string, id: string): Promise<string[]> {
  return db.transaction(async (tx) => {
    const links = await tx.select({ photoId: capsulePhotos.photoId }).from(capsulePhotos).where(eq(capsulePhotos.capsuleId, id));
    await capsulesRepo.remove(tx as unknown as Db, spaceId, id);
    return links.map((l) => l.photoId);
  });
}

/** The author of a capsule of the space (for the owner-only delete), never its letter. */
export async function capsuleAuthor(db: Db, spaceId: string, id: string) {
  const [row] = await db.select({ id: capsules.id, addedBy: capsules.addedBy }).from(capsules).where(and(eq(capsules.spaceId, spaceId), eq(capsules.id, id))).limit(1);
  return row ?? null;
}
