import { compareGuess, GAME_MAX_GUESSES, type GameFacts } from '../../../shared/game-rules';
import { movieGameMessages as gm, type GameAnswer, type GameCell, type GameGuess, type GamePartner, type GameStatus } from '../../../shared/movie-game';
import type { TitleDetails } from '../../../shared/catalog';
import type { GuessRow, NewGuess } from './repo';

export const factsOf = (d: TitleDetails): GameFacts => ({
  id: d.id,
  type: d.type,
  director: d.director,
  genres: d.genres,
  year: d.year,
  runtime: d.runtime,
  actors: d.actors,
  imdbRating: d.imdbRating,
});

const shown = (v: string | number | null | undefined) => (v === null || v === undefined || v === '' ? '—' : String(v));

/** A guessed title judged against the day's title, ready to store: values beside the verdicts. */
export function judgeGuess(guess: TitleDetails, answer: TitleDetails): NewGuess {
  const verdicts = compareGuess(factsOf(guess), factsOf(answer));
  // The title as a Turkish player knows it: the Turkish title where one is in use.
  const title = guess.titleTr ?? guess.title;
  const values = [
    title,
    gm.types[guess.type],
    shown(guess.director),
    shown(guess.genres.join(', ')),
    shown(guess.year),
    guess.runtime === null ? '—' : `${guess.runtime} dk`,
    shown(guess.actors.join(', ')),
    shown(guess.imdbRating),
  ];
  const cells: GameCell[] = verdicts.map((v, i) => ({ ...v, value: values[i] }));
  return {
    imdbId: guess.id,
    title,
    type: guess.type,
    year: guess.year,
    poster: guess.poster,
    cells,
    correct: guess.id === answer.id,
  };
}

export function statusOf(guesses: readonly { correct: boolean }[]): GameStatus {
  if (guesses.length === 0) return 'not-started';
  if (guesses.some((g) => g.correct)) return 'won';
  return guesses.length >= GAME_MAX_GUESSES ? 'lost' : 'playing';
}

export const isFinished = (status: GameStatus) => status === 'won' || status === 'lost';

/** Newest first, as the grid shows them. */
export function presentGuesses(rows: readonly GuessRow[]): GameGuess[] {
  return [...rows]
    .sort((a, b) => b.n - a.n)
    .map((r) => ({
      n: r.n,
      imdbId: r.imdbId,
      title: r.title,
      type: r.type === 'series' ? 'series' : 'movie',
      year: r.year,
      poster: r.poster,
      cells: r.cells,
      correct: r.correct,
    }));
}

export function presentAnswer(d: TitleDetails): GameAnswer {
  return {
    imdbId: d.id,
    title: d.titleTr ?? d.title,
    ...(d.titleTr ? { originalTitle: d.title } : {}),
    type: d.type,
    year: d.year,
    director: d.director,
    genres: d.genres,
    runtime: d.runtime,
    actors: d.actors,
    imdbRating: d.imdbRating,
    poster: d.poster,
    plot: d.plot,
  };
}

/**
 * What I may see of my partner's day. While my own day is open nothing but their progress (their
 * rows may hold the answer); once I have finished, their colours; once both finished, everything.
 */
export function presentPartner(
  partner: { id: string; displayName: string },
  rows: readonly GuessRow[],
  myStatus: GameStatus,
  status: GameStatus = statusOf(rows),
): GamePartner {
  const mineOver = isFinished(myStatus);
  const bothOver = mineOver && isFinished(status);
  const full = presentGuesses(rows);
  return {
    id: partner.id,
    displayName: partner.displayName,
    status,
    guessCount: rows.length,
    rows: mineOver ? full.map((g) => ({ cells: g.cells.map(({ verdict, arrow }) => (arrow ? { verdict, arrow } : { verdict })) })) : null,
    guesses: bothOver ? full : null,
  };
}
