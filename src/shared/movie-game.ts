import { z } from './validation';
import type { TitleDetails, TitleType } from './catalog';
import type { VerdictCell } from './game-rules';

export * from './movie-game-words';
import { gameDifficulties, movieGameMessages, type GameDifficulty } from './movie-game-words';
import { isoDate } from './validation';

export const guessInput = z.object({
  imdbId: z
    .string({ error: () => movieGameMessages.pickFromList })
    .trim()
    .regex(/^tt\d{5,10}$/, { error: () => movieGameMessages.pickFromList }),
});
export type GuessInput = z.input<typeof guessInput>;

/** A past day in the path: a real calendar date, else 'Geçersiz gün.' (which day may be played is the route's rule). */
export const practiceDayParams = z.object({
  day: z.string({ error: () => movieGameMessages.badDay }).refine((s) => isoDate.safeParse(s).success, { error: () => movieGameMessages.badDay }),
});

export const difficultyInput = z.object({
  difficulty: z.enum(gameDifficulties, { error: () => movieGameMessages.difficultyInvalid }),
});

/** A cell of my own grid: the guessed title's value beside its verdict. */
export interface GameCell extends VerdictCell {
  value: string;
}

export interface GameGuess {
  n: number;
  imdbId: string;
  title: string;
  type: TitleType;
  year: number | null;
  poster: string | null;
  cells: GameCell[];
  correct: boolean;
}

/** The answer, sent only once the member's day is over: the catalogue's facts of the title, as its details give them. */
export interface GameAnswer extends Pick<TitleDetails, 'type' | 'year' | 'director' | 'genres' | 'runtime' | 'actors' | 'imdbRating' | 'poster' | 'plot'> {
  imdbId: string;
  /** The Turkish title where one is in use, else the original. */
  title: string;
  /** The original title, when `title` is the Turkish one. */
  originalTitle?: string;
}

export type GameStatus = 'not-started' | 'playing' | 'won' | 'lost';

export interface GamePartner {
  id: string;
  displayName: string;
  status: GameStatus;
  guessCount: number;
  /**
   * Colours only while the partner still plays and I have finished; full rows once both finished;
   * null while my own day is open (their rows could hold the answer).
   */
  rows: { cells: VerdictCell[] }[] | null;
  guesses: GameGuess[] | null;
}

export interface GameToday {
  /** The day in the space's time zone: today, or the past day played as practice. */
  day: string;
  /** The space's game day number (for the share text); null for a past day first opened as practice. */
  number: number | null;
  /** A past day from 'Geçmiş günler': never counted in the streak, the statistics or Yılımız. */
  practice: boolean;
  /** The space's 'Zorluk' now (a change applies from the next day). */
  difficulty: GameDifficulty;
  /** Milliseconds until midnight in the space's time zone (the next title); null for practice. */
  nextDayInMs: number | null;
  status: GameStatus;
  maxGuesses: number;
  /** Newest first. */
  guesses: GameGuess[];
  streak: { current: number; longest: number };
  answer: GameAnswer | null;
  partner: GamePartner | null;
}

export interface GameSearchResult {
  id: string;
  title: string;
  /** The Turkish title where one is in use (shown first, the original beside it). */
  titleTr?: string;
  type: TitleType;
  year: number | null;
  poster: string | null;
}

export interface GameMemberStats {
  id: string;
  displayName: string;
  played: number;
  wins: number;
  /** Whole percent, 0 when nothing was played. */
  winRate: number;
  currentStreak: number;
  longestStreak: number;
  /** Won days by the number of guesses, index 0 = 1 guess … index 9 = 10 guesses. */
  distribution: number[];
}

/** One of the last 365 days in 'Geçmiş günler', as this member stands with it. */
export interface GamePastDay {
  day: string;
  /** 'not-started' = open to play as practice; a day played on its own date counts as over. */
  status: GameStatus;
  /** Played (or being played) as practice rather than on its own day. */
  practice: boolean;
}

export interface GamePastDays {
  today: string;
  /** Newest first: yesterday … 365 days ago. */
  days: GamePastDay[];
}

/** What home's banner needs. */
export interface GameSummary {
  playedToday: boolean;
  status: GameStatus;
  streak: number;
}
