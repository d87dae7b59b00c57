import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, integer, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { createdAt, stamps, ownMember, spaceRow } from './columns';
import { books, movies, series } from './lists';
import { places } from './places';

/**
 * İkimiz (issue 34, decision 026): each member's own rating and note, and their private wishes.
 * One row names exactly one item through one of its nullable item columns, each a real foreign key
 * (ON DELETE CASCADE): an item's rows go with it, the export's reference check and id remapping
 * treat them like any other reference, and a member has at most one row per item.
 */
const item = (table: typeof movies | typeof series | typeof books | typeof places, name: string) =>
  uuid(name).references(() => table.id, { onDelete: 'cascade' });

/** Whose row it is and which list item it names (a place only for a rating, after these). */
const memberItem = () => ({
  ...spaceRow(),
  memberId: ownMember('member_id'),
  movieId: item(movies, 'movie_id'),
  seriesId: item(series, 'series_id'),
  bookId: item(books, 'book_id'),
});

export const itemRatings = pgTable(
  'item_ratings',
  {
    ...memberItem(),
    placeId: item(places, 'place_id'),
    /** 1–10; null when the member left only a note. */
    rating: integer('rating'),
    /** One line, at most 200 characters. */
    note: text('note').notNull().default(''),
    ...stamps(),
  },
  (t) => [
    index('item_ratings_space_idx').on(t.spaceId),
    uniqueIndex('item_ratings_movie_member_key').on(t.movieId, t.memberId),
    uniqueIndex('item_ratings_series_member_key').on(t.seriesId, t.memberId),
    uniqueIndex('item_ratings_book_member_key').on(t.bookId, t.memberId),
    uniqueIndex('item_ratings_place_member_key').on(t.placeId, t.memberId),
    check('item_ratings_one_item', sql`num_nonnulls(${t.movieId}, ${t.seriesId}, ${t.bookId}, ${t.placeId}) = 1`),
    check('item_ratings_rating_range', sql`${t.rating} between 1 and 10`),
  ],
);

/** 'İstiyorum' on an item still to watch or read: private to its member until both have wished it. */
export const itemWishes = pgTable(
  'item_wishes',
  {
    ...memberItem(),
    createdAt: createdAt(),
  },
  (t) => [
    index('item_wishes_space_idx').on(t.spaceId),
    uniqueIndex('item_wishes_movie_member_key').on(t.movieId, t.memberId),
    uniqueIndex('item_wishes_series_member_key').on(t.seriesId, t.memberId),
    uniqueIndex('item_wishes_book_member_key').on(t.bookId, t.memberId),
    check('item_wishes_one_item', sql`num_nonnulls(${t.movieId}, ${t.seriesId}, ${t.bookId}) = 1`),
  ],
);
