import type { Db } from '../db/client';

/** What the demo seed (seed/demo.ts) hands every feature's seeder (features/<feature>/seed.ts). */
export interface SeedContext {
  db: Db;
  space: { id: string; name: string; togetherSince: string };
  /** demo1 (the owner) first, then demo2. */
  members: { id: string; email: string; displayName: string }[];
  /** The time of the run; use it for "recent" sample dates. */
  now: Date;
}

export type Seeder = (ctx: SeedContext) => Promise<void>;
