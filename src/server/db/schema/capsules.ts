import { pgTable, text, date, integer, index } from 'drizzle-orm/pg-core';
import { createdAt, addedRow } from './columns';
import { recordTables } from './record-tables';

/**
 * Zaman Kapsülü: a letter sealed until `open_date` (a calendar day of the space's zone). Until then
 * only its title, author and date leave the server; its photos carry the same day in
 * `photos.sealed_until`, so the photo route refuses them too. Never edited: there is no update.
 */
export const capsules = pgTable(
  'capsules',
  {
    ...addedRow(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    openDate: date('open_date', { mode: 'string' }).notNull(),
    likeCount: integer('like_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('capsules_space_open_idx').on(t.spaceId, t.openDate, t.id)],
);

/** A capsule's photos in order, and its likes and comments once opened: the same tables as a memory's. */
export const { photoLinks: capsulePhotos, likes: capsuleLikes, comments: capsuleComments } = recordTables('capsule', 'capsuleId', () => capsules.id);
