import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const POOL_PATH = fileURLToPath(new URL('../../catalog/offline/game-pool.json', import.meta.url));

let pool: string[] | null = null;

/** The 21 movies and 16 series the day's title is picked from (spec §9), read once. */
export function gamePool(): readonly string[] {
  if (!pool) {
    const json = JSON.parse(fs.readFileSync(POOL_PATH, 'utf8')) as { movies: string[]; series: string[] };
    pool = [...json.movies, ...json.series];
  }
  return pool;
}
