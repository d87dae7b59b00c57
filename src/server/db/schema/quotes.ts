import { pgTable, text, boolean, index } from 'drizzle-orm/pg-core';
import { stamps, addedRow } from './columns';

export const quotes = pgTable(
  'quotes',
  {
    ...addedRow(),
    text: text('text').notNull(),
    author: text('author').notNull(),
    source: text('source').notNull().default(''),
    isAnonymous: boolean('is_anonymous').notNull().default(false),
    ...stamps(),
  },
  (t) => [index('quotes_space_idx').on(t.spaceId, t.createdAt)],
);
