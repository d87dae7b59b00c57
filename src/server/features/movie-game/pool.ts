import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GameDifficulty } from '../../../shared/movie-game-words';

const POOL_PATH = fileURLToPath(new URL('../../catalog/offline/game-pool.json', import.meta.url));

/**
 * The titles the day's game is chosen from (docs/game-pool.md): `easy` are the well-known ones,
 * `hard` the rest, each best known first; every id is a title of the offline catalogue, whose
 * facts the game compares (never sent to the browser; the pool file is read by the server only).
 */
export interface GamePool {
  easy: readonly string[];
  hard: readonly string[];
  all: readonly string[];
  has(id: string): boolean;
}

let pool: GamePool | null = null;

export function makeGamePool(easy: readonly string[], hard: readonly string[]): GamePool {
  const all = [...easy, ...hard];
  const ids = new Set(all);
  return { easy, hard, all, has: (id) => ids.has(id) };
}

/** The pool, read once. */
export function gamePool(): GamePool {
  if (!pool) {
    const json = JSON.parse(fs.readFileSync(POOL_PATH, 'utf8')) as { easy: string[]; hard: string[] };
    pool = makeGamePool(json.easy, json.hard);
  }
  return pool;
}

/** The titles a space's 'Zorluk' draws from: Kolay the well-known, Zor the rest, Karışık all. */
export function tierOf(p: GamePool, difficulty: GameDifficulty): readonly string[] {
  return difficulty === 'easy' ? p.easy : difficulty === 'hard' ? p.hard : p.all;
}
