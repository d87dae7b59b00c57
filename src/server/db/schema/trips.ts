import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, date, index, primaryKey, check } from 'drizzle-orm/pg-core';
import { createdAt, stamps, spaceId, byMember, addedRow } from './columns';
import { photos } from './spaces';
import { places } from './places';

/**
 * A trip (issue 37, 'Seyahatler'): a name and its days. What happened on those days — memories,
 * songs of the day, places visited — belongs to it by date, with no second entry; only the places
 * chosen while planning are linked (trip_places). The database itself holds the days' rule.
 */
export const trips = pgTable(
  'trips',
  {
    ...addedRow(),
    name: text('name').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    /** The cover photo (the shared photo pipeline); its files go when it is replaced or the trip deleted. */
    coverPhotoId: uuid('cover_photo_id').references(() => photos.id, { onDelete: 'set null' }),
    ...stamps(),
  },
  (t) => [
    // The list, the home countdown and the morning-after notice read a space's trips by date.
    index('trips_space_start_idx').on(t.spaceId, t.startDate),
    index('trips_space_end_idx').on(t.spaceId, t.endDate),
    check('trips_days_check', sql`${t.endDate} >= ${t.startDate} and ${t.endDate} - ${t.startDate} < 60`),
  ],
);

/** The places chosen for a trip (wishes mostly), and who chose each: either member may add one. */
export const tripPlaces = pgTable(
  'trip_places',
  {
    tripId: uuid('trip_id').notNull().references(() => trips.id, { onDelete: 'cascade' }),
    placeId: uuid('place_id').notNull().references(() => places.id, { onDelete: 'cascade' }),
    spaceId: spaceId(),
    addedBy: byMember('added_by'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tripId, t.placeId] }), index('trip_places_place_idx').on(t.placeId)],
);
