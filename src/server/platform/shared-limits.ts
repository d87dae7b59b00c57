import { createHash } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from './context';
import { memberOf } from './auth/auth-plugin';
import { tooMany } from './http-errors';
import { RateLimiter } from './rate-limit';

/** A fixed-window limit: `hit` counts and says whether the hit is within the limit. */
export interface Limiter {
  /** True when `key` is already at its limit (does not count). */
  isLimited(key: string): Promise<boolean>;
  /** Counts one hit; false when this hit goes over the limit. */
  hit(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
  /** Whole seconds until `key`'s window ends: the Retry-After of a refusal (at least 1). */
  retryAfterSeconds(key: string): Promise<number>;
}

/**
 * Counts one hit of `key`; over the limit, refuses with a Turkish 429 whose `Retry-After` is what
 * is left of the window (issue 33: a refusal says when to come back).
 */
export async function admitOrRefuse(limiter: Limiter, key: string, message?: string) {
  if (await limiter.hit(key)) return;
  throw tooMany(message, await limiter.retryAfterSeconds(key));
}

const wholeSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * The limiter for one purpose (`scope`, e.g. 'login-ip'). On PostgreSQL (DATABASE_URL) the counts
 * live in the `rate_limits` table, so N instances behind a load balancer share one limit; on the
 * embedded PGlite there is one process and they stay in memory.
 */
export function createLimiter(ctx: AppContext, scope: string, max: number, windowMs: number): Limiter {
  const clock = () => ctx.now().getTime();
  if (ctx.database.kind === 'postgres') return new PgLimiter(ctx.db, scope, max, windowMs, () => ctx.now());
  const memory = new RateLimiter(max, windowMs, clock);
  return {
    isLimited: async (key) => memory.isLimited(key),
    hit: async (key) => memory.hit(key),
    reset: async (key) => memory.reset(key),
    retryAfterSeconds: async (key) => wholeSeconds(memory.msLeft(key)),
  };
}

/**
 * The per-member limit of an outside-service search (catalogue, music, geocoding, the game):
 * CATALOG_MAX_PER_MINUTE a minute, shared across instances like every limiter here. The returned
 * check counts one search and refuses it with the Turkish 429 when over.
 */
export function searchLimit(app: FastifyInstance, scope: string) {
  const limiter = createLimiter(app.ctx, scope, app.ctx.config.catalogMaxPerMinute, 60_000);
  return (request: FastifyRequest) => admitOrRefuse(limiter, memberOf(request).id);
}

/** How often (in hits, per instance) windows that ended are deleted. */
const SWEEP_EVERY = 500;

class PgLimiter implements Limiter {
  private hits = 0;

  constructor(
    private readonly db: Db,
    private readonly scope: string,
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => Date,
  ) {}

  /** What is counted (IPs, e-mails) is not kept: only its hash. */
  private digest(key: string) {
    return createHash('sha256').update(key).digest('hex');
  }

  async isLimited(key: string): Promise<boolean> {
    const [row] = await this.db
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(and(eq(rateLimits.scope, this.scope), eq(rateLimits.key, this.digest(key)), gt(rateLimits.resetAt, this.now())));
    return row !== undefined && row.count >= this.max;
  }

  async hit(key: string): Promise<boolean> {
    const now = this.now();
    const expired = sql`${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz`;
    // One statement, so two instances counting the same key at once both land: the row lock of
    // ON CONFLICT orders them. A window that ended starts again at 1.
    const [row] = await this.db
      .insert(rateLimits)
      .values({ scope: this.scope, key: this.digest(key), count: 1, resetAt: new Date(now.getTime() + this.windowMs) })
      .onConflictDoUpdate({
        target: [rateLimits.scope, rateLimits.key],
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ count: rateLimits.count });
    if (++this.hits % SWEEP_EVERY === 0) await this.sweep(now).catch(() => {});
    return row.count <= this.max;
  }

  async retryAfterSeconds(key: string): Promise<number> {
    const now = this.now();
    const [row] = await this.db
      .select({ resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.scope, this.scope), eq(rateLimits.key, this.digest(key))));
    return wholeSeconds(row && row.resetAt > now ? row.resetAt.getTime() - now.getTime() : 0);
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(and(eq(rateLimits.scope, this.scope), eq(rateLimits.key, this.digest(key))));
  }

  private async sweep(now: Date) {
    await this.db.delete(rateLimits).where(and(eq(rateLimits.scope, this.scope), lte(rateLimits.resetAt, now)));
  }
}
