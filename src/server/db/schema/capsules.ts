import { pgTable, uuid, text, date, integer, timestamp, index, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';
import { photos, spaces, users } from './spaces';

/**
 * Zaman Kapsülü: a letter sealed until `open_date` (a calendar day of the space's zone). Until then
 * only its title, author and date leave the server; its photos carry the same day in
 * `photos.sealed_until`, so the photo route refuses them too. Never edited: there is no update.
 */
export const capsules = pgTable(
  'capsules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    openDate: date('open_date', { mode: 'string' }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('capsules_space_open_idx').on(t.spaceId, t.openDate, t.id)],
);

/** A capsule's photos in order (position 0 first); the bytes are in `photos`. */
export const capsulePhotos = pgTable(
  'capsule_photos',
  {
    capsuleId: uuid('capsule_id').notNull().references(() => capsules.id, { onDelete: 'cascade' }),
    photoId: uuid('photo_id').notNull().references(() => photos.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.capsuleId, t.photoId] }), uniqueIndex('capsule_photos_photo_key').on(t.photoId), index('capsule_photos_order_idx').on(t.capsuleId, t.position)],
);

/** Likes of an opened capsule, as a memory's: one row per member. */
export const capsuleLikes = pgTable(
  'capsule_likes',
  {
    capsuleId: uuid('capsule_id').notNull().references(() => capsules.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.capsuleId, t.userId] })],
);

export const capsuleComments = pgTable(
  'capsule_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    capsuleId: uuid('capsule_id').notNull().references(() => capsules.id, { onDelete: 'cascade' }),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('capsule_comments_capsule_idx').on(t.capsuleId, t.createdAt)],
);
