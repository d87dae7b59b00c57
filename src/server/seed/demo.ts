import type { Db } from '../db/client';
import type { SeedContext, Seeder } from '../platform/feature';
import { ensureDemoCouple, DEMO_MEMBERS, DEMO_PASSWORD } from '../features/account/seed';
import { serverFeatures } from '../features';

/**
 * `npm run seed:demo`: a demo space with two members so a newcomer can look around at once.
 *
 * Each feature adds its own sample records with a seeder in `src/server/features/<feature>/seed.ts`
 * named as `seed` in its server manifest (features/<feature>/index.ts). A seeder must be idempotent: running the command twice must
 * not duplicate anything, so check for your own records first (e.g. skip when the space already
 * has any quotes). Write through your feature's repo functions, always with `ctx.space.id`.
 */

/** Every feature's seeder, in the registry's order (features/index.ts), after the demo couple exists. */
export const seeders: { feature: string; run: Seeder }[] = serverFeatures.flatMap((f) => (f.seed ? [{ feature: f.name, run: f.seed }] : []));

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
