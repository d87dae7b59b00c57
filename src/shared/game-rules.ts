/**
 * The daily game's pure rules (spec §5 comparison, decisions §5 defect 9): comparing a guess with
 * the day's title column by column, the streak over calendar days, the daily pick without repeat,
 * and the share text. No I/O, no clock: the server passes today's calendar date in.
 */
import { dayNumber } from './dates';
import { words } from './i18n/words';

/** The first line of the copied result: 'Günün Film Tahmini #12 3/10'. */
export const gameShareWords = words('game-rules', 'gameShareWords', {
  heading: (day: number, score: string) => `Günün Film Tahmini #${day} ${score}`,
});

export const GAME_MAX_GUESSES = 10;
export const GAME_YEAR_TOLERANCE = 5;
export const GAME_RUNTIME_TOLERANCE = 30;
export const GAME_RATING_TOLERANCE = 1;

/** The 8 columns of the grid, in the spec's order: Film, Tip, Yönetmen, Tür, Yıl, Süre, Oyuncu, IMDB. */
export const gameColumns = ['title', 'type', 'director', 'genres', 'year', 'runtime', 'actors', 'imdbRating'] as const;
export type GameColumn = (typeof gameColumns)[number];

export type Verdict = 'correct' | 'close' | 'wrong';
/** Where the answer lies from the guess: 'up' = the answer's value is higher. */
export type Arrow = 'up' | 'down';

export interface VerdictCell {
  verdict: Verdict;
  arrow?: Arrow;
}

/** What the comparison needs to know of a title (the spec's "guess movie details"). */
export interface GameFacts {
  id: string;
  type: string;
  director: string;
  genres: string[];
  year: number | null;
  runtime: number | null;
  actors: string[];
  imdbRating: number | null;
}

/**
 * Case-insensitive the way a Turkish user expects: 'I'/'ı' and 'İ'/'i' fold together, so
 * 'INCEPTION' and 'ınception' match whatever the locale of the source.
 */
export function foldName(s: string): string {
  return s
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/i\u0307/g, 'i')
    .replace(/ı/g, 'i')
    .replace(/\s+/g, ' ')
    .trim();
}

/** OMDb writes a missing value as 'N/A'; an empty text is missing too. */
const present = (s: string | null | undefined): s is string => !!s && s.trim() !== '' && s.trim().toUpperCase() !== 'N/A';

export function compareName(guess: string | null | undefined, answer: string | null | undefined): VerdictCell {
  if (!present(guess) || !present(answer)) return { verdict: 'wrong' };
  return { verdict: foldName(guess) === foldName(answer) ? 'correct' : 'wrong' };
}

export function compareLists(guess: readonly string[], answer: readonly string[]): VerdictCell {
  const wanted = new Set(answer.filter(present).map(foldName));
  return { verdict: guess.filter(present).some((g) => wanted.has(foldName(g))) ? 'correct' : 'wrong' };
}

/**
 * Equal → correct, within `tolerance` → close, else wrong; the arrow points to the answer.
 * `scale` compares ratings in tenths so 7.1 vs 8.1 is exactly 1 point, not 0.9999.
 */
export function compareNumber(guess: number | null, answer: number | null, tolerance: number, scale = 1): VerdictCell {
  if (guess === null || answer === null || !Number.isFinite(guess) || !Number.isFinite(answer)) return { verdict: 'wrong' };
  const g = Math.round(guess * scale);
  const a = Math.round(answer * scale);
  if (g === a) return { verdict: 'correct' };
  const arrow: Arrow = a > g ? 'up' : 'down';
  return { verdict: Math.abs(a - g) <= tolerance * scale ? 'close' : 'wrong', arrow };
}

/** One guess against the day's title: a cell per column, in `gameColumns` order. */
export function compareGuess(guess: GameFacts, answer: GameFacts): VerdictCell[] {
  return [
    { verdict: guess.id === answer.id ? 'correct' : 'wrong' },
    compareName(guess.type, answer.type),
    compareName(guess.director, answer.director),
    compareLists(guess.genres, answer.genres),
    compareNumber(guess.year, answer.year, GAME_YEAR_TOLERANCE),
    compareNumber(guess.runtime, answer.runtime, GAME_RUNTIME_TOLERANCE),
    compareLists(guess.actors, answer.actors),
    compareNumber(guess.imdbRating, answer.imdbRating, GAME_RATING_TOLERANCE, 10),
  ];
}

export interface PlayedDay {
  /** Calendar date in the space's time zone, YYYY-MM-DD. */
  day: string;
  won: boolean;
}

/**
 * The streak (decisions §5.9): +1 for a won day, a played but not won day leaves it, a calendar
 * day without play resets it to 0. Today does not reset it while it is still open. Days are
 * whole calendar days, so a 23- or 25-hour day at a DST change counts as one day.
 */
export function computeStreak(days: readonly PlayedDay[], today: string): { current: number; longest: number } {
  const sorted = [...days].filter((d) => dayNumber(d.day) <= dayNumber(today)).sort((a, b) => dayNumber(a.day) - dayNumber(b.day));
  let current = 0;
  let longest = 0;
  let previous: number | null = null;
  for (const d of sorted) {
    const n = dayNumber(d.day);
    if (previous !== null && n === previous) continue;
    if (previous !== null && n - previous > 1) current = 0; // a whole calendar day without play between them
    if (d.won) current += 1;
    longest = Math.max(longest, current);
    previous = n;
  }
  // Yesterday not played (and not today either) means the chain is broken by now.
  if (previous !== null && dayNumber(today) - previous > 1) current = 0;
  return { current, longest };
}

/**
 * The next daily title from the pool, never one already used in the current cycle. When the pool
 * is used up a new cycle starts; it avoids yesterday's title so a cycle change never repeats a day.
 */
export function pickDaily(
  pool: readonly string[],
  usedThisCycle: ReadonlySet<string>,
  lastId: string | null,
  random: () => number = Math.random,
): { id: string; newCycle: boolean } {
  if (pool.length === 0) throw new Error('empty game pool');
  let candidates = pool.filter((id) => !usedThisCycle.has(id));
  const newCycle = candidates.length === 0;
  if (newCycle) candidates = pool.length > 1 ? pool.filter((id) => id !== lastId) : [...pool];
  const index = Math.min(candidates.length - 1, Math.floor(random() * candidates.length));
  return { id: candidates[index], newCycle };
}

const verdictEmoji: Record<Verdict, string> = { correct: '🟩', close: '🟨', wrong: '🟥' };
const arrowEmoji: Record<Arrow, string> = { up: '⬆️', down: '⬇️' };

/** One row of the share grid: a square per column, an arrow after the column it belongs to. */
export function shareRow(cells: readonly VerdictCell[]): string {
  return cells.map((c) => verdictEmoji[c.verdict] + (c.arrow ? arrowEmoji[c.arrow] : '')).join('');
}

/**
 * The text the share button copies: the day's number, the score, and the rows oldest first.
 * It is built from verdicts only, so it cannot hold the title.
 */
export function shareText(dayNumber: number, rowsOldestFirst: readonly (readonly VerdictCell[])[], won: boolean): string {
  const score = won ? `${rowsOldestFirst.length}/${GAME_MAX_GUESSES}` : `X/${GAME_MAX_GUESSES}`;
  return [gameShareWords.heading(dayNumber, score), ...rowsOldestFirst.map(shareRow)].join('\n');
}
