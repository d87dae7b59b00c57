import { sql } from 'drizzle-orm';
import { pgTable, text, date, integer, boolean, jsonb, index, uniqueIndex, check } from 'drizzle-orm/pg-core';
import { createdAt, ownMember, spaceRow } from './columns';
import type { GameCell } from '../../../shared/movie-game';

/**
 * The day's title of each space: one row per space and calendar day (space time zone), written
 * the first time anyone opens that day — today's game or a past day played as practice — so both
 * members always get the same title. The schedule (features/movie-game/schedule.ts) keeps a title
 * from coming back within 365 days of any other day that holds it (decision 025). `number` is the
 * space's game day number (1, 2, …) for sharing; null for a past day first opened as practice.
 */
export const gameDays = pgTable(
  'game_days',
  {
    ...spaceRow(),
    day: date('day', { mode: 'string' }).notNull(),
    imdbId: text('imdb_id').notNull(),
    number: integer('number'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('game_days_space_day_key').on(t.spaceId, t.day)],
);

/**
 * A member's guesses of a day, numbered 1–10. The unique (user, day, n) and the range check
 * make an 11th guess impossible even when two requests race. `practice` marks a past day played
 * from 'Geçmiş günler': it never counts in the streak, the statistics or Yılımız.
 */
export const gameGuesses = pgTable(
  'game_guesses',
  {
    ...spaceRow(),
    userId: ownMember('user_id'),
    day: date('day', { mode: 'string' }).notNull(),
    n: integer('n').notNull(),
    imdbId: text('imdb_id').notNull(),
    title: text('title').notNull(),
    type: text('type').notNull(),
    year: integer('year'),
    poster: text('poster'),
    /** The 8 compared cells, as the guess was judged that day. */
    cells: jsonb('cells').$type<GameCell[]>().notNull(),
    correct: boolean('correct').notNull(),
    practice: boolean('practice').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('game_guesses_user_day_n_key').on(t.userId, t.day, t.n),
    index('game_guesses_space_day_idx').on(t.spaceId, t.day),
    check('game_guesses_n_range', sql`${t.n} between 1 and 10`),
  ],
);
