/** The pieces the kinds' schemas are made of (archive-schema.ts says what they follow). */
import { z } from '../../../../shared/validation';
import { canonicalTimeZone } from '../../../../shared/dates';

/** A lowercase UUID, as PostgreSQL writes them. */
export const id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
export const ref = id.nullable();
export const timestamp = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
export const text = (min: number, max: number) => z.string().min(min).max(max);
export const int = (min: number, max: number) => z.number().int().min(min).max(max);
export const url = z
  .string()
  .max(1000)
  .regex(/^https?:\/\/\S+$/i)
  .nullable();
export const imdbId = z.string().regex(/^tt\d{5,10}$/);
export const rating = int(1, 10).nullable();
export const imdbRating = z.number().min(0).max(10).nullable();
export const year = int(1, 2200).nullable();
export const positive = int(1, 100_000).nullable();
export const tags = z.array(text(1, 40)).max(20);
export const timeZone = z.string().refine((s) => canonicalTimeZone(s) === s);

/**
 * The one rating of an item in an archive of the version before İkimiz; today's archives carry
 * each member's in `ratings`. validateArchiveData makes it its adder's (legacy-ratings.ts).
 */
export const legacyRating = rating.optional();
export const runtime = int(1, 1000).nullable().optional();
export const optionalRef = ref.optional().default(null);
/** The list item a rating row or a wish names (a rating may name a place instead). */
export const listItem = { movieId: optionalRef, seriesId: optionalRef, bookId: optionalRef };
/** A rating row or a wish names exactly one item. */
export const oneItem = (row: Record<string, unknown>) => ['movieId', 'seriesId', 'bookId', 'placeId'].filter((k) => row[k] != null).length === 1;

export const listCommon = {
  id,
  spaceId: id,
  addedBy: ref,
  title: text(1, 300),
  rating: legacyRating,
  notes: text(0, 4000),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Added with Yılımız; an older archive has none (then the list's completed items stay unstamped). */
  finishedAt: timestamp.nullable().optional(),
};
