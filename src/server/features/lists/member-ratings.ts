import { and, asc, eq, inArray, isNotNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { itemRatings, users } from '../../db/schema';
import type { MemberRating, RatedKind } from '../../../shared/ikimiz-words';
import { ratingColumn, ratingKey } from './item-kinds';

/** A member as a rating line names them. */
export interface RatingMember {
  id: string;
  displayName: string;
}

/** A stored rating row of one member. */
export interface StoredRating {
  memberId: string;
  rating: number | null;
  note: string;
}

/** The space's members in the order they joined: every card lists their ratings in that order. */
export const spaceMembers = (db: Db, spaceId: string): Promise<RatingMember[]> =>
  db
    .select({ id: users.id, displayName: users.displayName })
    .from(users)
    .where(eq(users.spaceId, spaceId))
    .orderBy(asc(users.createdAt), asc(users.id));

/** Every stored rating of the space's items of one kind (or of one item, or of these items), by item id. */
export async function ratingsByItem(db: Db, spaceId: string, kind: RatedKind, itemId?: string | string[]): Promise<Map<string, StoredRating[]>> {
  const column = ratingColumn[kind] as PgColumn;
  const which = itemId === undefined ? isNotNull(column) : Array.isArray(itemId) ? inArray(column, itemId) : eq(column, itemId);
  const where: SQL[] = [eq(itemRatings.spaceId, spaceId), which];
  const rows = await db
    .select({ itemId: column, memberId: itemRatings.memberId, rating: itemRatings.rating, note: itemRatings.note })
    .from(itemRatings)
    .where(and(...where));
  const out = new Map<string, StoredRating[]>();
  for (const { itemId: id, ...row } of rows) {
    const list = out.get(id as string);
    if (list) list.push(row);
    else out.set(id as string, [row]);
  }
  return out;
}

/**
 * An item's ratings as they leave the server: nothing when nobody rated or noted it, else one
 * entry per member of the space (an unrated one with `rating: null`, the card's '—').
 */
export function presentRatings(members: RatingMember[], stored: StoredRating[] | undefined): MemberRating[] {
  if (!stored?.length) return [];
  return members.map((m) => {
    const own = stored.find((r) => r.memberId === m.id);
    return { memberId: m.id, displayName: m.displayName, rating: own?.rating ?? null, note: own?.note ?? '' };
  });
}

/** Sets the member's own rating and note of one item; both empty removes them. */
export async function setMemberRating(
  db: Db,
  input: { spaceId: string; memberId: string; kind: RatedKind; itemId: string; rating: number | null; note: string; now: Date },
): Promise<void> {
  const { spaceId, memberId, kind, itemId, rating, note, now } = input;
  const column = ratingColumn[kind] as PgColumn;
  if (rating === null && note === '') {
    await db.delete(itemRatings).where(and(eq(itemRatings.spaceId, spaceId), eq(itemRatings.memberId, memberId), eq(column, itemId)));
    return;
  }
  await db
    .insert(itemRatings)
    .values({ spaceId, memberId, [ratingKey[kind]]: itemId, rating, note, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [column, itemRatings.memberId], set: { rating, note, updatedAt: now } });
}
