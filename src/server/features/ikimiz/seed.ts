import { and, eq, inArray } from 'drizzle-orm';
import { books, itemWishes, movies, places, series } from '../../db/schema';
import type { SeedContext } from '../../platform/feature';
import type { RatedKind, WishKind } from '../../../shared/ikimiz-words';
import { setMemberRating } from '../lists/member-ratings';
import { wishKey } from '../lists/item-kinds';

/** The partner's side of a few finished demo items (the adders' own come with each list's seed). */
const RATINGS: { kind: RatedKind; title: string; by: number; rating: number; note: string }[] = [
  { kind: 'movies', title: 'Babam ve Oğlum', by: 0, rating: 9, note: 'Son sahnede ikimiz de ağladık.' },
  { kind: 'movies', title: 'Eternal Sunshine of the Spotless Mind', by: 1, rating: 6, note: 'Biraz karışıktı ama güzeldi.' },
  { kind: 'series', title: 'The Office', by: 0, rating: 8, note: '' },
  { kind: 'books', title: 'Kürk Mantolu Madonna', by: 1, rating: 10, note: 'Raif Efendi unutulmaz.' },
  { kind: 'places', title: 'Galata Kulesi', by: 1, rating: 7, note: 'Kalabalıktı.' },
];

/** Both wish Spirited Away (a match); the owner alone wishes Arrival (private to the owner). */
const WISHES: { kind: WishKind; title: string; by: number[] }[] = [
  { kind: 'movies', title: 'Spirited Away', by: [0, 1] },
  { kind: 'movies', title: 'Arrival', by: [0] },
];

const tables = { movies, series, books, places } as const;

/** Demo ratings by the other member and a match on the shelf. Runs once: a space with wishes is left as it is. */
export async function ikimizSeed(ctx: SeedContext): Promise<void> {
  const { db, space, members, now } = ctx;
  const [wished] = await db.select({ id: itemWishes.id }).from(itemWishes).where(eq(itemWishes.spaceId, space.id)).limit(1);
  if (wished) return;
  const idOf = async (kind: RatedKind, title: string) => {
    const table = tables[kind];
    const name = 'title' in table ? table.title : table.name;
    const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.spaceId, space.id), inArray(name, [title]))).limit(1);
    return row?.id;
  };
  for (const r of RATINGS) {
    const itemId = await idOf(r.kind, r.title);
    const member = members[r.by];
    if (itemId && member) await setMemberRating(db, { spaceId: space.id, memberId: member.id, kind: r.kind, itemId, rating: r.rating, note: r.note, now });
  }
  for (const w of WISHES) {
    const itemId = await idOf(w.kind, w.title);
    if (!itemId) continue;
    for (const by of w.by) {
      const member = members[by];
      if (member) await db.insert(itemWishes).values({ spaceId: space.id, memberId: member.id, [wishKey[w.kind]]: itemId, createdAt: now });
    }
  }
}
