import { ikimizRules } from '../../../shared/ikimiz-rule-words';
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { rowsOf, type Db } from '../../db/client';
import { itemWishes } from '../../db/schema';
import { wishKinds, type MyWishes, type Shelf, type ShelfItem, type WishKind } from '../../../shared/ikimiz-words';
import { badRequest, notFound } from '../../platform/http-errors';
import { ITEM_KINDS, wishColumn, wishKey } from './item-kinds';

/**
 * All SQL of the wishes ('İstiyorum'). A member's wish is private: only `myWishes` reads a single
 * wish, for its own member; everything read for both members asks only for matches (items wished
 * by two members), so nothing here can tell the partner about a lone wish.
 */

/** The items of one kind both members wished, of one space. */
export async function matchedIds(db: Db, spaceId: string, kind: WishKind, itemId?: string): Promise<Set<string>> {
  const column = wishColumn[kind] as PgColumn;
  const rows = await db
    .select({ id: column })
    .from(itemWishes)
    .where(and(eq(itemWishes.spaceId, spaceId), itemId ? eq(column, itemId) : isNotNull(column)))
    .groupBy(column)
    .having(sql`count(*) >= 2`);
  return new Set(rows.map((r) => r.id as string));
}

/** `GET /api/wishes`: the member's own wishes, by kind. */
export async function myWishes(db: Db, member: { id: string; spaceId: string }): Promise<MyWishes> {
  const rows = await db
    .select({ movieId: itemWishes.movieId, seriesId: itemWishes.seriesId, bookId: itemWishes.bookId })
    .from(itemWishes)
    .where(and(eq(itemWishes.spaceId, member.spaceId), eq(itemWishes.memberId, member.id)));
  const out: MyWishes = { movies: [], series: [], books: [] };
  for (const r of rows) for (const kind of wishKinds) if (r[wishKey[kind]]) out[kind].push(r[wishKey[kind]]!);
  return out;
}

export interface WishChange {
  title: string;
  /** Both members wish it now. */
  matched: boolean;
  /** The change made or broke a match (both members' lists show it: an event for both). */
  matchChanged: boolean;
}

/**
 * Adds or removes the member's wish on one item. The item's row is locked first, so two members
 * wishing at the same moment are serialised and exactly one of them makes the match; a wish is
 * taken only while the item is still to watch / read (a removal always succeeds).
 */
export async function changeWish(db: Db, input: { spaceId: string; memberId: string; kind: WishKind; itemId: string; on: boolean; now: Date }): Promise<WishChange> {
  const { spaceId, memberId, kind, itemId, on, now } = input;
  const { table, toWatch } = ITEM_KINDS[kind];
  const column = wishColumn[kind] as PgColumn;
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ title: table.title, status: table.status })
      .from(table)
      .where(and(eq(table.spaceId, spaceId), eq(table.id, itemId)))
      .for('update');
    if (!item) throw notFound();
    if (on && item.status !== toWatch) throw badRequest(ikimizRules.wishOnlyWhen(toWatch));
    const countWishes = async () => Number((await tx.select({ n: count() }).from(itemWishes).where(eq(column, itemId)))[0]?.n ?? 0);
    const before = await countWishes();
    if (on) await tx.insert(itemWishes).values({ spaceId, memberId, [wishKey[kind]]: itemId, createdAt: now }).onConflictDoNothing();
    else await tx.delete(itemWishes).where(and(eq(itemWishes.memberId, memberId), eq(column, itemId)));
    const after = await countWishes();
    return { title: item.title, matched: after >= 2, matchChanged: before >= 2 !== after >= 2 };
  });
}

/** An item left its to-watch status (or was started tonight): its wishes are fulfilled and go. */
export async function clearWishes(db: Db, kind: WishKind, itemId: string): Promise<void> {
  await db.delete(itemWishes).where(eq(wishColumn[kind] as PgColumn, itemId));
}

/** The couple's shelf ('İkimiz de istiyoruz') for the home card: how many, and the newest matches first. */
export async function shelfOf(db: Db, spaceId: string, limit: number): Promise<Shelf> {
  const parts = wishKinds.map((kind) => {
    const { table } = ITEM_KINDS[kind];
    const column = wishColumn[kind] as PgColumn;
    return sql`select ${kind}::text as kind, t.id, t.title, max(${itemWishes.createdAt}) as at from ${table} t join ${itemWishes} on ${column} = t.id
      where t.space_id = ${spaceId} group by t.id, t.title having count(*) >= 2`;
  });
  const rows = await rowsOf<ShelfItem & { at: string }>(db, sql`select kind, id, title, at from (${sql.join(parts, sql` union all `)}) s order by at desc, id`);
  return { count: rows.length, items: rows.slice(0, limit).map(({ kind, id, title }) => ({ kind, id, title })) };
}
