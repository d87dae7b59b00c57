import { pgTable, text, boolean, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, ownMember, spaceRow } from './columns';

export const notifications = pgTable(
  'notifications',
  {
    ...spaceRow(),
    /** The member it is for. */
    userId: ownMember('user_id'),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** 'info' | 'success' | 'error' | 'warning' */
    type: text('type').notNull().default('info'),
    read: boolean('read').notNull().default(false),
    /** Set for notifications that must be made once only, e.g. a special date reminder. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey),
  ],
);
