import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { pickColumns } from '../db/pick-columns';
import { users } from '../db/schema';
import type { SessionMember } from './auth/session-member';
import { forbidden, notFound } from './http-errors';
import { parseId } from './validate';

/**
 * The one owner-only rule of every record a member adds to the space (list items, quotes,
 * places, memories, songs, comments): a record of another space is "not found" (404), one of the
 * member's own space that the partner added is "forbidden" (403) with the feature's Turkish
 * message. Every route that changes such a record goes through `ownedOrThrow` / `ownerGuard`.
 */
export function ownedOrThrow<R>(
  record: R | null | undefined,
  adderOf: (record: R) => string | null | undefined,
  member: Pick<SessionMember, 'id'>,
  denied: string,
): R {
  if (!record) throw notFound();
  if (adderOf(record) !== member.id) throw forbidden(denied);
  return record;
}

/** `ownedOrThrow` over a finder: `const own = ownerGuard(find, (q) => q.addedBy?.id)`, then `await own(member, rawId, message)`. */
export function ownerGuard<R>(find: (member: SessionMember, id: string) => Promise<R | null>, adderOf: (record: R) => string | null | undefined) {
  return async (member: SessionMember, rawId: unknown, denied: string): Promise<R> => ownedOrThrow(await find(member, parseId(rawId)), adderOf, member, denied);
}

/** A table of space-owned records: a uuid id, the space id, and the column naming the member who added it. */
export type OwnedTable = PgTable & { id: PgColumn; spaceId: PgColumn };

/** The row of this space with this id, every column, or null: another space's row is simply not there. */
export async function rowOfSpace<T extends OwnedTable>(db: Db, table: T, spaceId: string, id: string): Promise<T['$inferSelect'] | null> {
  const t = table as PgTable & { id: PgColumn; spaceId: PgColumn };
  const [row] = await db.select().from(t).where(and(eq(t.id, id), eq(t.spaceId, spaceId))).limit(1);
  return (row as T['$inferSelect'] | undefined) ?? null;
}

/** What the kit sets itself: the caller hands over only the record's own fields. */
type Managed = 'id' | 'spaceId' | 'createdAt' | 'updatedAt';
export type OwnedInsert<T extends PgTable, Owner extends string> = Omit<T['$inferInsert'], Managed | Owner>;
export type OwnedUpdate<T extends PgTable, Owner extends string> = Partial<OwnedInsert<T, Owner>>;

/**
 * Insert, update and delete of one owned table, typed by that table: every statement carries the
 * space id, `createdAt`/`updatedAt` are set from the server's clock (`updatedAt` where the table has
 * one), and the adder goes into `owner` (`addedBy` unless named, e.g. a comment's `userId`).
 */
export function ownedRepo<T extends OwnedTable, Owner extends string = 'addedBy'>(table: T, owner: Owner = 'addedBy' as Owner) {
  const columns = getTableColumns(table);
  const stamped = (now: Date) => ('updatedAt' in columns ? { updatedAt: now } : {});
  // Drizzle cannot follow a generic table through insert/update/delete; the signatures below are typed by it.
  const t = table as PgTable & { id: PgColumn; spaceId: PgColumn };
  const byId = (spaceId: string, id: string) => and(eq(t.spaceId, spaceId), eq(t.id, id));
  return {
    /** Both conditions of "this record of this space": for the feature's own queries. */
    byId,
    async insert(db: Db, spaceId: string, adderId: string, values: OwnedInsert<T, Owner>, now: Date): Promise<string> {
      const row = { ...values, spaceId, [owner]: adderId, createdAt: now, ...stamped(now) };
      const [inserted] = await db
        .insert(t)
        .values(row as never)
        .returning({ id: t.id });
      return inserted.id as string;
    },
    async update(db: Db, spaceId: string, id: string, values: OwnedUpdate<T, Owner>, now: Date): Promise<void> {
      await db
        .update(t)
        .set({ ...values, ...stamped(now) } as never)
        .where(byId(spaceId, id));
    },
    /** Deletes the record; returns its row (e.g. to remove its photo's files), or undefined when none was there. */
    async remove(db: Db, spaceId: string, id: string): Promise<T['$inferSelect'] | undefined> {
      const [row] = (await db.delete(t).where(byId(spaceId, id)).returning()) as T['$inferSelect'][];
      return row;
    },
  };
}

/** The adder's id and name in a select of an owned table (join with `adderJoin`). */
export const adderColumns = <C extends PgColumn>(addedBy: C) => ({ addedById: addedBy, addedByName: users.displayName });

/**
 * These columns of an owned table, by name and in this order, then its adder's (join with
 * `adderJoin`): the select of a record that leaves the server through `presentOwned`.
 */
export function ownedColumns<T extends PgTable & { addedBy: PgColumn }, K extends keyof T['_']['columns'] & string>(table: T, names: readonly K[]) {
  return { ...pickColumns(table, names), ...adderColumns(table.addedBy) };
}

/** Joins the adder only while a member of the record's own space. */
export const adderJoin = (table: { addedBy: PgColumn; spaceId: PgColumn }) => and(eq(users.id, table.addedBy), eq(users.spaceId, table.spaceId));

/** The adder as a record leaves the server: null once that account is gone. */
export const adderOf = (r: { addedById: string | null; addedByName: string | null }) =>
  r.addedById && r.addedByName ? { id: r.addedById, displayName: r.addedByName } : null;

/** A selected row as it leaves the server: its dates as ISO strings, its adder folded into `addedBy`. */
export type PresentedOwned<R> = { [K in Exclude<keyof R, 'addedById' | 'addedByName'>]: R[K] extends infer V ? (V extends Date ? string : V) : never } & {
  addedBy: ReturnType<typeof adderOf>;
};

/** The one way a record read with `adderColumns` leaves the server (HTTP and export), fields in their selected order. */
export function presentOwned<R extends { addedById: string | null; addedByName: string | null }>(r: R): PresentedOwned<R> {
  const { addedById, addedByName, ...own } = r;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(own)) out[key] = value instanceof Date ? value.toISOString() : value;
  return { ...out, addedBy: adderOf({ addedById, addedByName }) } as PresentedOwned<R>;
}
