import type { Db } from '../db/client';
import type { SeedContext, Seeder } from './seeder';
import { ensureDemoCouple, accountSeed, DEMO_MEMBERS, DEMO_PASSWORD } from '../features/account/seed';
import { moviesSeed } from '../features/movies/seed';
import { seriesSeed } from '../features/series/seed';
import { booksSeed } from '../features/books/seed';
import { quotesSeed } from '../features/quotes/seed';
import { musicSeed } from '../features/music/seed';
import { movieGameSeed } from '../features/movie-game/seed';
import { placesSeed } from '../features/places/seed';
import { memoriesSeed } from '../features/memories/seed';
import { pushSeed } from '../features/push/seed';

/**
 * `npm run seed:demo`: a demo space with two members so a newcomer can look around at once.
 *
 * Each feature adds its own sample records with a seeder in `src/server/features/<feature>/seed.ts`
 * and one line in `seeders` below. A seeder must be idempotent: running the command twice must
 * not duplicate anything, so check for your own records first (e.g. skip when the space already
 * has any quotes). Write through your feature's repo functions, always with `ctx.space.id`.
 */

/** One entry per feature, run in this order after the demo couple exists. */
export const seeders: { feature: string; run: Seeder }[] = [
  { feature: 'account', run: accountSeed },
  { feature: 'movies', run: moviesSeed },
  { feature: 'series', run: seriesSeed },
  { feature: 'books', run: booksSeed },
  { feature: 'quotes', run: quotesSeed },
  { feature: 'music', run: musicSeed },
  { feature: 'movie-game', run: movieGameSeed },
  { feature: 'places', run: placesSeed },
  { feature: 'memories', run: memoriesSeed },
  { feature: 'push', run: pushSeed },
];

export interface SeedResult {
  created: boolean;
  space: SeedContext['space'];
  members: SeedContext['members'];
  ran: string[];
}

/** Makes (or finds) the demo couple, then runs every feature's seeder over it. */
export async function seedDemo(
  db: Db,
  options: { now?: Date; seeders?: { feature: string; run: Seeder }[] } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const { created, space, members } = await ensureDemoCouple(db);
  const ctx: SeedContext = { db, space, members, now };
  const ran: string[] = [];
  for (const seeder of options.seeders ?? seeders) {
    await seeder.run(ctx);
    ran.push(seeder.feature);
  }
  return { created, space, members, ran };
}

export { DEMO_MEMBERS, DEMO_PASSWORD };
