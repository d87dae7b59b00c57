/**
 * İkimiz (issue 34): each member's own rating and note, private wishes that become matches, and
 * 'Bu akşam ne izlesek?'. Words, constants and shapes apart from the zod rules (ikimiz.ts), so
 * cards and pages load without zod.
 */

/** What each member may rate: the three lists and the places. */
import { words } from './i18n/words';

export const ratedKinds = ['movies', 'series', 'books', 'places'] as const;
export type RatedKind = (typeof ratedKinds)[number];
/** What may be wished ('İstiyorum'): what has a "still to watch / read" status. */
export const wishKinds = ['movies', 'series', 'books'] as const;
export type WishKind = (typeof wishKinds)[number];
/** What 'Bu akşam ne izlesek?' picks from. */
export const tonightKinds = ['movies', 'series'] as const;
export type TonightKind = (typeof tonightKinds)[number];
/** 'Süre': at most this many minutes; null is 'fark etmez'. */
export const tonightRuntimes = [100, 150] as const;
export type TonightRuntime = (typeof tonightRuntimes)[number];

export const MEMBER_NOTE_MAX = 200;
/** How many already-shown picks a request may name (a session rarely shows more than a few). */
export const TONIGHT_SKIP_MAX = 1000;

/** One member's side of an item, as it leaves the server: every member of the space has one. */
export interface MemberRating {
  memberId: string;
  displayName: string;
  /** 1–10, or null: not rated (the card shows '—'). */
  rating: number | null;
  note: string;
}

/** What an item carries for İkimiz, beside its own fields. */
export interface IkimizFields {
  /**
   * Every member's rating and note, shown only where the rating shows (the completed status; a
   * place always): empty otherwise. A rating kept while an item is watched again comes back with it.
   */
  ratings: MemberRating[];
  /** Both members wished it ('İkimiz de istiyoruz'). A single wish is never in it: it is private. */
  matched: boolean;
}

/** `GET /api/wishes`: the signed-in member's own wishes, never the partner's. */
export type MyWishes = Record<WishKind, string[]>;

/** A match as the home card names it. */
export interface ShelfItem {
  kind: WishKind;
  id: string;
  title: string;
}

/** The home card 'İkimiz de istiyoruz': every match counted, the newest few named. */
export interface Shelf {
  count: number;
  items: ShelfItem[];
}

/** A rating or an average to one decimal, the active language's way: 8,5 in Turkish, 8.5 in English, 9 without one. */
export function formatRating(n: number): string {
  return ikimizMessages.decimal(Math.round(n * 10) / 10);
}

/** The couple's average of an item's ratings, or null when nobody rated it. */
export function coupleAverage(ratings: readonly { rating: number | null }[]): number | null {
  const given = ratings.flatMap((r) => (r.rating === null ? [] : [r.rating]));
  return given.length ? given.reduce((a, b) => a + b, 0) / given.length : null;
}

/** A film or series as 'Bu akşam ne izlesek?' shows it (a series' year is its first). */
export interface TonightItem {
  id: string;
  title: string;
  year: number | null;
  genre: string;
  /** Minutes (a series: an episode). */
  runtime: number | null;
  poster: string | null;
  plot: string;
  /** Both members wished it. */
  matched: boolean;
}

/**
 * 'Puana göre': the items whose rating shows (`shows`) by the couple's average, highest first;
 * equal averages keep the list's order (newest first), and the unrated follow in that order.
 */
export function byCoupleAverage<T extends { ratings: readonly { rating: number | null }[] }>(items: readonly T[], shows: (item: T) => boolean): T[] {
  const scored = items.map((item, i) => ({ item, i, score: shows(item) ? coupleAverage(item.ratings) : null }));
  scored.sort((a, b) => (a.score === null ? (b.score === null ? a.i - b.i : 1) : b.score === null ? -1 : b.score - a.score || a.i - b.i));
  return scored.map((s) => s.item);
}

/** `POST /api/tonight` answers one pick, or none when nothing is left. */
export interface TonightAnswer<Item = TonightItem> {
  pick: { kind: TonightKind; item: Item } | null;
  /** 'matches': from what both wished; 'lists': none left there, from both to-watch lists. */
  from: 'matches' | 'lists' | null;
  /** The genres of every to-watch item of the kinds asked (the 'Tür' filter's choices). */
  genres: string[];
}

export const ikimizMessages = words('ikimiz-words', 'ikimizMessages', {
  yourRating: 'Puanınız',
  yourNote: 'Notunuz',
  notePlaceholder: 'Tek satırlık bir not...',
  rate: 'Puan ver',
  changeRating: 'Puanınızı değiştirin',
  save: 'Kaydet',
  cancel: 'İptal',
  saved: 'Puanınız kaydedildi.',
  saveFailed: 'Puanınız kaydedilirken bir hata oluştu.',
  unrated: '—',
  ratingsOf: 'Puanlar',
  sort: 'Sırala',
  sortNewest: 'En yeni',
  sortRating: 'Puana göre',
  /**
   * A number with one decimal (dateWords.decimal's twin): here too, so a page that shows a rating
   * does not load the dates' words for it (the places map, decision 020).
   */
  decimal: (n: number) => String(n).replace('.', ','),
} as const);
