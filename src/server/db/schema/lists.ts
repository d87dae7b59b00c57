import { pgTable, text, integer, real, timestamp, index } from 'drizzle-orm/pg-core';
import { addedRow, stamps } from './columns';

/** What every list item has (movies, series, books), in the columns' order. */
const common = () => ({
  ...addedRow(),
  title: text('title').notNull(),
  status: text('status').notNull(),
  notes: text('notes').notNull().default(''),
  ...stamps(),
  /** When it became watched / read (the completed status); null otherwise. Yılımız counts by it. */
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** What the film catalogue gives a movie and a series alike (OMDb's fields), last in both tables. */
const screen = () => ({
  genre: text('genre').notNull().default(''),
  imdbId: text('imdb_id'),
  imdbRating: real('imdb_rating'),
  poster: text('poster'),
  plot: text('plot').notNull().default(''),
  tags: text('tags').array().notNull().default([]),
  /** Minutes (of an episode, for a series), as the catalogue gives them ('Bu akşam ne izlesek?' filters by it). */
  runtime: integer('runtime'),
});

export const movies = pgTable(
  'movies',
  {
    ...common(),
    director: text('director').notNull().default(''),
    year: integer('year'),
    ...screen(),
  },
  (t) => [index('movies_space_idx').on(t.spaceId, t.createdAt), index('movies_space_finished_idx').on(t.spaceId, t.finishedAt)],
);

export const series = pgTable(
  'series',
  {
    ...common(),
    creator: text('creator').notNull().default(''),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    currentSeason: integer('current_season'),
    currentEpisode: integer('current_episode'),
    totalSeasons: integer('total_seasons'),
    ...screen(),
  },
  (t) => [index('series_space_idx').on(t.spaceId, t.createdAt), index('series_space_finished_idx').on(t.spaceId, t.finishedAt)],
);

export const books = pgTable(
  'books',
  {
    ...common(),
    author: text('author').notNull().default(''),
    thumbnail: text('thumbnail'),
    year: integer('year'),
    publisher: text('publisher').notNull().default(''),
    googleBooksId: text('google_books_id'),
    /** ISBN-13 of an imported edition (Goodreads), so a second import finds it; not on the form. */
    isbn: text('isbn'),
  },
  (t) => [index('books_space_idx').on(t.spaceId, t.createdAt), index('books_space_finished_idx').on(t.spaceId, t.finishedAt)],
);
