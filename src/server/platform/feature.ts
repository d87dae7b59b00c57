import type { FastifyInstance } from 'fastify';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import type { FeatureData } from '../../shared/features/feature';
import type { PushKind } from '../../shared/push-words';

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
  /**
   * The rows a member's own export may carry, when that is fewer than the space's (a partner's
   * private wishes): a member's download never holds what that member's page may not see.
   */
  visibleTo?: (spaceId: string, memberId: string) => SQL;
  orderBy: PgColumn[];
  /** Columns never exported (secrets). */
  omit?: string[];
  /**
   * The rows a member's own export may carry on `today` (the space's day); without it, all. A sealed
   * time capsule and its photos stay behind until their day (decision 027); the operator's
   * `space:export` and the server's backups carry everything.
   */
  released?: (today: string, spaceId: string) => SQL;
}

export type FeatureRoutes = (app: FastifyInstance) => Promise<void>;

/** One notification a daily nudge makes: the bell's words, once per key, and what the phone opens. */
export interface NudgeNotice {
  /** Its words, written for each recipient in their language (features/notifications/notify.ts). */
  text: () => { title: string; message: string };
  /** Once per member and key: repeated runs, and several instances, make it once. */
  dedupeKey: string;
  push: { kind: PushKind; url: string; tag: string };
  /** Only this member; every member of the space without it. */
  onlyUserId?: string;
}

/**
 * A reminder a feature offers once a day, inside a window of the space's own day
 * (features/notifications/nudges.ts runs every feature's nudges for every space).
 */
export interface DailyNudge {
  /** From … until, in minutes after midnight in the space's time zone. */
  window: readonly [number, number];
  /** What is due for the space on `today` (its date in its zone); nothing when nothing is. */
  due: (db: Db, space: { id: string; today: string }) => Promise<readonly NudgeNotice[]>;
}

/** A record of a space whose day has come: its id and the words its notice names it by. */
export interface DueRecord {
  id: string;
  label: string;
}

/**
 * The daily nudge of a feature whose records fall due on a day of their own (a capsule opening, a
 * trip ended): each due record of the space, in `order` then id, becomes one notice to every member,
 * once per record by its key. `due` says which of the table's rows are due on the space's `today`.
 */
export function recordNudge(spec: {
  window: DailyNudge['window'];
  table: PgTable & { id: PgColumn; spaceId: PgColumn };
  label: PgColumn;
  due: (today: string) => SQL | undefined;
  order: PgColumn;
  notice: (record: DueRecord) => NudgeNotice;
}): DailyNudge {
  const { table: t } = spec;
  return {
    window: spec.window,
    async due(db, space) {
      const rows = await db
        .select({ id: t.id, label: spec.label })
        .from(t)
        .where(and(eq(t.spaceId, space.id), spec.due(space.today)))
        .orderBy(asc(spec.order), asc(t.id));
      return (rows as DueRecord[]).map(spec.notice);
    },
  };
}

/** A feature's server manifest (src/server/features/<feature>/index.ts, decision 018). */
export interface ServerFeature {
  name: string;
  /** Fastify plugins mounted under /api, in this order. */
  routes: readonly FeatureRoutes[];
  /** Its demo records (npm run seed:demo and the browser tests' seeded couples). */
  seed?: Seeder;
  /** A table spec per export kind its shared manifest names (export, import, backup checks). */
  exports?: (db: Db) => Record<string, KindSpec>;
  /** Its daily reminders ('Geçen yıllarda bugün', the evening game reminder). */
  nudges?: readonly DailyNudge[];
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
