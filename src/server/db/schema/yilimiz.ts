import { pgTable, text, boolean, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { createdAt, ownMember, spaceRow } from './columns';

/**
 * A member's private calendar address (`/takvim/<token>.ics`). Only the token's SHA-256 is kept,
 * as for sessions and invites: a database copy cannot subscribe. One address per member; making
 * a new one replaces the row, so the old address stops answering at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    ...spaceRow(),
    userId: ownMember('user_id'),
    tokenHash: text('token_hash').notNull(),
    /** The days of memories as events too (the member's choice). */
    includeMemories: boolean('include_memories').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_user_key').on(t.userId),
    uniqueIndex('calendar_feeds_token_key').on(t.tokenHash),
    index('calendar_feeds_space_idx').on(t.spaceId),
  ],
);
