import { pgTable, text, date, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, addedRow } from './columns';

/**
 * The songs of the day. One per member per day is a rule of the database itself
 * (music_member_day_key), so two requests racing each other cannot both land.
 */
export const music = pgTable(
  'music',
  {
    ...addedRow(),
    /** The day in the space's calendar it was added for. */
    date: date('date', { mode: 'string' }).notNull(),
    videoId: text('video_id').notNull(),
    title: text('title').notNull(),
    artist: text('artist').notNull().default(''),
    cover: text('cover'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('music_member_day_key').on(t.spaceId, t.addedBy, t.date),
    index('music_space_day_idx').on(t.spaceId, t.date),
  ],
);
