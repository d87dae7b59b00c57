import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quotes, users } from '../../db/schema';
import type { Quote } from '../../../shared/quotes';
import { adderJoin, ownedColumns, presentOwned, ownedRepo } from '../../platform/owned-records';

const columns = ownedColumns(quotes, ['id', 'text', 'author', 'source', 'isAnonymous', 'createdAt', 'updatedAt']);

const selectQuotes = (db: Db) => db.select(columns).from(quotes).leftJoin(users, adderJoin(quotes));

/** A row as the select above reads it (derived from the columns, never retyped). */
type Row = Awaited<ReturnType<typeof selectQuotes>>[number];

/** The one shape a quote leaves the server in (HTTP and, later, export). */
const present = (r: Row): Quote => presentOwned(r);

export async function listQuotes(db: Db, spaceId: string): Promise<Quote[]> {
  const rows = await selectQuotes(db).where(eq(quotes.spaceId, spaceId)).orderBy(desc(quotes.createdAt), desc(quotes.id));
  return rows.map((r) => present(r));
}

export async function findQuote(db: Db, spaceId: string, id: string): Promise<Quote | null> {
  const [row] = await selectQuotes(db).where(and(eq(quotes.id, id), eq(quotes.spaceId, spaceId))).limit(1);
  return row ? present(row) : null;
}

/** Insert, update and delete: the owned-record kit over the quotes table. */
export const quotesRepo = ownedRepo(quotes);
