import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { books, itemRatings, itemWishes, movies } from '../../../db/schema';
import { ratingKey, wishKey } from '../../lists/item-kinds';
import { matchedIds } from '../../lists/wishes';
import type { Draft } from './plan';

type Kind = 'movies' | 'books';
const tables = { movies, books } as const;

/**
 * What an import is to the member who made it (İkimiz, issue 34): the file's ratings become the
 * importer's own ratings of the new items, and its watch-list (Letterboxd's watchlist, Goodreads'
 * to-read shelf) the importer's wishes, on the new items and on the same titles already waiting in
 * the couple's list. Returns the matches this made (both members now wish them).
 */
export async function applyMemberSide(
  tx: Db,
  input: {
    spaceId: string;
    memberId: string;
    kind: Kind;
    toWatch: string;
    added: { id: string; draft: Draft<{ status: string; rating: number | null; note: string }> }[];
    /** Existing items the file's watch-list names, still to watch / read. */
    alreadyThere: string[];
    now: Date;
  },
): Promise<{ id: string; title: string }[]> {
  const { spaceId, memberId, kind, toWatch, added, alreadyThere, now } = input;
  const rated = added.filter((a) => a.draft.values.rating !== null || a.draft.values.note);
  for (let i = 0; i < rated.length; i += 500) {
    const rows = rated.slice(i, i + 500).map((a) => ({ spaceId, memberId, [ratingKey[kind]]: a.id, rating: a.draft.values.rating, note: a.draft.values.note, createdAt: now, updatedAt: now }));
    await tx.insert(itemRatings).values(rows);
  }
  const wished = [...added.filter((a) => a.draft.values.status === toWatch).map((a) => a.id), ...alreadyThere];
  if (wished.length === 0) return [];
  const before = await matchedIds(tx, spaceId, kind);
  for (let i = 0; i < wished.length; i += 500) {
    const rows = wished.slice(i, i + 500).map((id) => ({ spaceId, memberId, [wishKey[kind]]: id, createdAt: now }));
    await tx.insert(itemWishes).values(rows).onConflictDoNothing();
  }
  const made = [...(await matchedIds(tx, spaceId, kind))].filter((id) => !before.has(id));
  if (made.length === 0) return [];
  const table = tables[kind];
  return tx.select({ id: table.id, title: table.title }).from(table).where(inArray(table.id, made));
}
