import { pgTable, text, integer, timestamp, index, primaryKey } from 'drizzle-orm/pg-core';

/**
 * State that several server instances on one PostgreSQL database must share (not couple data).
 * With the embedded PGlite there is one process, and these stay empty: it counts in memory.
 */

/**
 * Fixed-window counters of the login and catalogue rate limits. `key` is a SHA-256 of what is
 * counted (an IP address, an e-mail, a member id), so the table holds no addresses.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('rate_limits_reset_idx').on(t.resetAt)],
);

/** When each periodic job last started, so that it runs once per interval across instances. */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }).notNull(),
  runs: integer('runs').notNull().default(1),
});
