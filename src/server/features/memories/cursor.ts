import type { MemorySort } from '../../../shared/memories';
import { isoDate } from '../../../shared/validation';
import { badRequest } from '../../platform/http-errors';

/**
 * Keyset cursors: the sort key of the last row of a page, opaque to the client. The next page
 * starts strictly after it, so rows added while someone scrolls never repeat or push others out.
 */
export type Cursor = { date: string; id: string; likes?: number };

const DATE = { test: (s: string) => isoDate.safeParse(s).success };
const INT4_MAX = 2_147_483_647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function encodeCursor(sort: MemorySort, row: { date: string; id: string; likeCount: number }): string {
  const key = sort === 'likes' ? [row.likeCount, row.date, row.id] : [row.date, row.id];
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

/** A cursor that this server did not make (or made for another sort) is a 400, never a 500. */
export function decodeCursor(sort: MemorySort, raw: string): Cursor {
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
  } catch {
    throw badRequest();
  }
  if (!Array.isArray(key)) throw badRequest();
  if (sort === 'likes') {
    const [likes, date, id] = key;
    // like_count is a PostgreSQL integer: a count past it (or below 0) is no cursor of ours.
    if (!Number.isSafeInteger(likes) || likes < 0 || likes > INT4_MAX || typeof date !== 'string' || !DATE.test(date) || typeof id !== 'string' || !UUID.test(id)) throw badRequest();
    return { likes, date, id };
  }
  const [date, id] = key;
  if (key.length !== 2 || typeof date !== 'string' || !DATE.test(date) || typeof id !== 'string' || !UUID.test(id)) throw badRequest();
  return { date, id };
}
