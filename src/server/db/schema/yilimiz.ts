import { pgTable, uuid, text, boolean, timestamp, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { spaces, users } from './spaces';

/**
 * A member's private calendar address (`/takvim/<token>.ics`). Only the token's SHA-256 is kept,
 * as for sessions and invites: a database copy cannot subscribe. One address per member; making
 * a new one replaces the row, so the old address stops answering at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** The days of memories as events too (the member's choice). */
    includeMemories: boolean('include_memories').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_key').on(t.userId),
    uniqueIndex('calendar_feeds_token_key').on(t.tokenHash),
    index('calendar_feeds_space_idx').on(t.spaceId),
  ],
);
