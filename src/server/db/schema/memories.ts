import { pgTable, text, date, integer, index } from 'drizzle-orm/pg-core';
import { stamps, addedRow } from './columns';
import { recordTables } from './record-tables';

/**
 * Memories (Bizim Anılarımız). `like_count` is kept beside the like rows, in the same
 * transaction, so "most liked" pages by keyset over an index instead of counting every time.
 */
export const memories = pgTable(
  'memories',
  {
    ...addedRow(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    // One index per sort × filter: each first page is an index range scan (see bench/memories.ts).
    index('memories_space_date_idx').on(t.spaceId, t.date, t.id),
    index('memories_space_category_date_idx').on(t.spaceId, t.category, t.date, t.id),
    index('memories_space_likes_idx').on(t.spaceId, t.likeCount, t.date, t.id),
    index('memories_space_category_likes_idx').on(t.spaceId, t.category, t.likeCount, t.date, t.id),
  ],
);

/**
 * A memory's photos in order (position 0 is the cover; the bytes are in `photos`), one like row per
 * member who likes it (two likes at the same moment are two rows), and its comments.
 */
export const { photoLinks: memoryPhotos, likes: memoryLikes, comments: memoryComments } = recordTables('memory', 'memoryId', () => memories.id);
