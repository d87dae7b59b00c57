import type { FastifyInstance } from 'fastify';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { FeatureData } from '../../shared/features/feature';

/** What the demo seed (seed/demo.ts) hands every feature's seeder (features/<feature>/seed.ts). */
export interface SeedContext {
  db: Db;
  space: { id: string; name: string; togetherSince: string };
  /** demo1 (the owner) first, then demo2. */
  members: { id: string; email: string; displayName: string }[];
  /** The time of the run; use it for "recent" sample dates. */
  now: Date;
}

/** Adds a feature's sample records; must be idempotent (check for your own records first). */
export type Seeder = (ctx: SeedContext) => Promise<void>;

/**
 * Where one kind of exported record lives and how a space's rows are picked. Every kind is ordered
 * by its id (or its key columns), so two exports of the same data list rows alike.
 */
export interface KindSpec {
  table: PgTable;
  /** The space's rows. */
  where: (spaceId: string) => SQL;
  orderBy: PgColumn[];
  /** Columns never exported (secrets). */
  omit?: string[];
}

export type FeatureRoutes = (app: FastifyInstance) => Promise<void>;

/** A feature's server manifest (src/server/features/<feature>/index.ts, decision 018). */
export interface ServerFeature {
  name: string;
  /** Fastify plugins mounted under /api, in this order. */
  routes: readonly FeatureRoutes[];
  /** Its demo records (npm run seed:demo and the browser tests' seeded couples). */
  seed?: Seeder;
  /** A table spec per export kind its shared manifest names (export, import, backup checks). */
  exports?: (db: Db) => Record<string, KindSpec>;
}

/**
 * Builds a server manifest from the feature's shared one: the name is the same, and `exports` must
 * give exactly the kinds the shared manifest declares (a kind without a table fails the typecheck).
 */
export function defineServerFeature<F extends FeatureData>(
  shared: F,
  feature: Omit<ServerFeature, 'name' | 'exports'> &
    (F['exportKinds'] extends readonly [] ? { exports?: never } : { exports: (db: Db) => Record<F['exportKinds'][number], KindSpec> }),
): ServerFeature {
  return { name: shared.name, ...feature };
}
