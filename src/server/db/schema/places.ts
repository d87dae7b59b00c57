import { pgTable, uuid, text, doublePrecision, date, timestamp, index } from 'drizzle-orm/pg-core';
import { photos, spaces, users } from './spaces';

/** Places the couple has been to (spec §3 Place, decisions §5.3–5.4): shared by the space. */
export const places = pgTable(
  'places',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    category: text('category').notNull(),
    visitDate: date('visit_date', { mode: 'string' }).notNull(),
    notes: text('notes').notNull().default(''),
    /** The place's photo; its blobs are removed when it is replaced or the place is deleted. */
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The list reads a space's places newest visit first.
  (t) => [index('places_space_visit_idx').on(t.spaceId, t.visitDate)],
);
