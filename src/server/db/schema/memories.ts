import { pgTable, uuid, text, date, integer, timestamp, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { photos, spaces, users } from './spaces';

/**
 * Memories (Bizim Anılarımız). `like_count` is kept beside the like rows, in the same
 * transaction, so "most liked" pages by keyset over an index instead of counting every time.
 */
export const memories = pgTable(
  'memories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    date: date('date', { mode: 'string' }).notNull(),
    category: text('category').notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One index per sort × filter: each first page is an index range scan (see bench/memories.ts).
    index('memories_space_date_idx').on(t.spaceId, t.date, t.id),
    index('memories_space_category_date_idx').on(t.spaceId, t.category, t.date, t.id),
    index('memories_space_likes_idx').on(t.spaceId, t.likeCount, t.date, t.id),
    index('memories_space_category_likes_idx').on(t.spaceId, t.category, t.likeCount, t.date, t.id),
  ],
);

/** A memory's photos in order (position 0 is the cover); the bytes are in `photos`. */
export const memoryPhotos = pgTable(
  'memory_photos',
  {
    memoryId: uuid('memory_id').notNull().references(() => memories.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').notNull().references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memoryId, t.photoId] }), uniqueIndex('memory_photos_photo_key').on(t.photoId), index('memory_photos_order_idx').on(t.memoryId, t.position)],
);

/** One row per member who likes a memory: two likes at the same moment are two rows. */
export const memoryLikes = pgTable(
  'memory_likes',
  {
    memoryId: uuid('memory_id').notNull().references(() => memories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memoryId, t.userId] })],
);

export const memoryComments = pgTable(
  'memory_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memoryId: uuid('memory_id').notNull().references(() => memories.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('memory_comments_memory_idx').on(t.memoryId, t.createdAt)],
);
