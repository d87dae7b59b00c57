import { dayNumber } from '../../../shared/dates';
import { GAME_PRACTICE_DAYS } from '../../../shared/movie-game-words';

/** A title stays out of a space's schedule for this many days on either side of a day holding it. */
export const NO_REPEAT_DAYS = GAME_PRACTICE_DAYS;

export interface UsedDay {
  day: string;
  imdbId: string;
}

/** FNV-1a, 32 bits: a stable, well-spread number from a text (no crypto needed, same everywhere). */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/**
 * The titles of `list` in the order this space and day walk them: a start and a step coprime to
 * the length, both from a hash of (space, day, salt), so every index is visited once and two
 * days (or two spaces) walk unrelated orders. Lazy: the first free title is usually near the start.
 */
function* walk(list: readonly string[], seed: string, day: string, salt: string): Generator<string> {
  const n = list.length;
  if (n === 0) return;
  const start = hash32(`${seed}:${day}:${salt}:start`) % n;
  let step = n === 1 ? 1 : 1 + (hash32(`${seed}:${day}:${salt}:step`) % (n - 1));
  while (gcd(step, n) !== 1) step = (step % (n - 1)) + 1;
  for (let i = 0; i < n; i++) yield list[(start + i * step) % n];
}

/**
 * The title of `day` for the space `seed` (its id): the first title of the day's walk through
 * `tier` (the titles of the space's 'Zorluk') that no other day within NO_REPEAT_DAYS holds; when
 * every title of the tier is taken, the same walk through the whole `pool`; when even that is
 * taken (a pool smaller than the window), the title used longest ago. Pure: the same space, day,
 * tier and days already chosen give the same title, on any server, for both members.
 */
export function scheduledTitle(seed: string, day: string, tier: readonly string[], pool: readonly string[], used: readonly UsedDay[]): string {
  if (tier.length === 0 && pool.length === 0) throw new Error('empty game pool');
  const n = dayNumber(day);
  const nearest = new Map<string, number>();
  for (const u of used) {
    if (u.day === day) continue;
    const distance = Math.abs(dayNumber(u.day) - n);
    if (distance > NO_REPEAT_DAYS) continue;
    nearest.set(u.imdbId, Math.min(distance, nearest.get(u.imdbId) ?? Infinity));
  }
  for (const id of walk(tier, seed, day, 'tier')) if (!nearest.has(id)) return id;
  let best: string | null = null;
  let bestDistance = -1;
  for (const id of walk(pool.length ? pool : tier, seed, day, 'pool')) {
    const distance = nearest.get(id) ?? Infinity;
    if (distance === Infinity) return id;
    if (distance > bestDistance) [best, bestDistance] = [id, distance];
  }
  return best!;
}
