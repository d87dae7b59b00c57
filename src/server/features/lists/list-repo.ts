import { desc, eq, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { MemberRating, WishKind } from '../../../shared/ikimiz-words';
import { ownedRepo, type OwnedInsert, type OwnedTable } from '../../platform/owned-records';
import { ITEM_KINDS } from './item-kinds';
import { presentRatings, ratingsByItem, setMemberRating, spaceMembers } from './member-ratings';
import { clearWishes, matchedIds } from './wishes';

export interface ListRecord<Row> {
  row: Row;
  /** The adder's display name; null once that account is gone. */
  authorName: string | null;
  /** Every member's rating and note (İkimiz); empty while nobody rated or noted it. */
  ratings: MemberRating[];
  /** Both members wished it (never a single member's wish: those are private). */
  matched: boolean;
}

/** The form's own side of a save: the signed-in member's rating and note, not columns of the item. */
export interface MemberSide {
  rating?: number | null;
  note?: string;
}

export interface ListRepo<Row, Values = object> {
  list(db: Db, spaceId: string): Promise<ListRecord<Row>[]>;
  get(db: Db, spaceId: string, id: string): Promise<ListRecord<Row> | null>;
  /** Adds the item; a finished one takes the adder's rating and note from the same values. */
  insert(db: Db, spaceId: string, addedBy: string, values: Values, now: Date): Promise<string>;
  /** Replaces the item's fields; a finished one takes `memberId`'s rating and note from the values. */
  update(db: Db, spaceId: string, id: string, memberId: string, values: Values, now: Date): Promise<void>;
  remove(db: Db, spaceId: string, id: string): Promise<unknown>;
}

type ListTable = OwnedTable & { addedBy: PgColumn; createdAt: PgColumn; finishedAt: PgColumn };

/**
 * The SQL of one list table: the reads with the adder's name, every member's rating and the
 * match flag, and the owned-record kit's writes. The completed status (İzlendi, Tamamlandı,
 * Okundu) stamps `finished_at` when an item reaches it, keeps the first stamp while it stays there
 * and clears it when it leaves: Yılımız counts a year's films and books by that day. An item
 * that leaves its to-watch status takes its wishes with it (they are fulfilled).
 */
export function listRepo<T extends ListTable>(table: T, kind: WishKind): ListRepo<T['$inferSelect'], OwnedInsert<T, 'addedBy'> & MemberSide> {
  const { completed: completedStatus, toWatch } = ITEM_KINDS[kind];
  const owned = ownedRepo<T, 'addedBy'>(table);
  const { byId, remove } = owned;
  const select = (db: Db) =>
    db.select({ row: table as PgTable, authorName: users.displayName }).from(table as PgTable).leftJoin(users, eq(users.id, table.addedBy));
  const statusOf = (values: object) => (values as { status?: string }).status;
  const split = ({ rating = null, note = '', ...item }: MemberSide & object) => ({ item, rating, note });

  async function records(db: Db, spaceId: string, id?: string) {
    const rows = id ? select(db).where(byId(spaceId, id)).limit(1) : select(db).where(eq(table.spaceId, spaceId)).orderBy(desc(table.createdAt), desc(table.id));
    const [found, members, stored, matched] = await Promise.all([rows, spaceMembers(db, spaceId), ratingsByItem(db, spaceId, kind, id), matchedIds(db, spaceId, kind, id)]);
    return found.map(({ row, authorName }) => {
      const itemId = (row as { id: string }).id;
      return { row, authorName, ratings: presentRatings(members, stored.get(itemId)), matched: matched.has(itemId) } as ListRecord<T['$inferSelect']>;
    });
  }

  return {
    list: (db, spaceId) => records(db, spaceId),
    get: async (db, spaceId, id) => (await records(db, spaceId, id))[0] ?? null,
    insert: (db, spaceId, addedBy, values, now) =>
      db.transaction(async (tx) => {
        const { item, rating, note } = split(values);
        const done = statusOf(item) === completedStatus;
        const id = await owned.insert(tx, spaceId, addedBy, { ...item, finishedAt: done ? now : null } as never, now);
        if (done) await setMemberRating(tx, { spaceId, memberId: addedBy, kind, itemId: id, rating, note, now });
        return id;
      }),
    update: (db, spaceId, id, memberId, values, now) =>
      db.transaction(async (tx) => {
        const { item, rating, note } = split(values);
        const done = statusOf(item) === completedStatus;
        const finishedAt = done ? sql`coalesce(${table.finishedAt}, ${now.toISOString()}::timestamptz)` : null;
        await owned.update(tx, spaceId, id, { ...item, finishedAt } as never, now);
        // A rating given with another status is dropped by the contract; the stored ones stay.
        if (done) await setMemberRating(tx, { spaceId, memberId, kind, itemId: id, rating, note, now });
        if (statusOf(item) !== toWatch) await clearWishes(tx, kind, id);
      }),
    remove,
  };
}
