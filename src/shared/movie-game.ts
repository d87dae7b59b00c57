import { z } from './validation';
import type { TitleType } from './catalog';
import type { VerdictCell } from './game-rules';

export * from './movie-game-words';
import { movieGameMessages } from './movie-game-words';

export const guessInput = z.object({
  imdbId: z
    .string({ error: () => movieGameMessages.pickFromList })
    .trim()
    .regex(/^tt\d{5,10}$/, { error: () => movieGameMessages.pickFromList }),
});
export type GuessInput = z.input<typeof guessInput>;

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

/** The answer, sent only once the member's day is over. */
export interface GameAnswer {
  imdbId: string;
  title: string;
  type: TitleType;
  year: number | null;
  director: string;
  genres: string[];
  runtime: number | null;
  actors: string[];
  imdbRating: number | null;
  poster: string | null;
  plot: string;
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
  /** Today in the space's time zone. */
  day: string;
  /** The space's game day number (for the share text). */
  number: number;
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

/** What home's banner needs. */
export interface GameSummary {
  playedToday: boolean;
  status: GameStatus;
  streak: number;
}
