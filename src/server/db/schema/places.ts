import { pgTable, uuid, text, doublePrecision, date, index } from 'drizzle-orm/pg-core';
import { stamps, addedRow } from './columns';
import { photos } from './spaces';

/**
 * The couple's places (spec §3 Place, decisions §5.3–5.4), shared by the space: 'Gittik' ones with
 * a visit date, and 'Gideceğiz' ones (wishes, issue 37) without one — a null visit date is what
 * makes a wish, so the two can never disagree.
 */
export const places = pgTable(
  'places',
  {
    ...addedRow(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    category: text('category').notNull(),
    visitDate: date('visit_date', { mode: 'string' }),
    notes: text('notes').notNull().default(''),
    /** 'Neden?': why they want to go; kept when the wish is visited. */
    reason: text('reason').notNull().default(''),
    /** The place's photo; its blobs are removed when it is replaced or the place is deleted. */
    photoId: uuid('photo_id').references(() => photos.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  // The list reads a space's places newest visit first; Yılımız and a trip's days read a range of visit dates.
  (t) => [index('places_space_visit_idx').on(t.spaceId, t.visitDate)],
);
