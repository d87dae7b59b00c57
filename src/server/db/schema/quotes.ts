import { pgTable, uuid, text, boolean, timestamp, index } from 'drizzle-orm/pg-core';
import { spaces, users } from './spaces';

export const quotes = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    author: text('author').notNull(),
    source: text('source').notNull().default(''),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quotes_space_idx').on(t.spaceId, t.createdAt)],
);
