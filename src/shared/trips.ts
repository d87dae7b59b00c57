import { isoDate, z } from './validation';
import { validationMessages } from './validation-words';
import { placeLocation } from './places';
import { tripDays, tripsMessages, TRIP_MAX_DAYS, TRIP_MAX_PLACES, TRIP_NAME_MAX } from './trips-words';

export * from './trips-words';

const t = tripsMessages;

const name = z.string({ error: () => t.nameRequired }).trim().min(1, { error: () => t.nameRequired }).max(TRIP_NAME_MAX, { error: () => t.nameMax });

/** The trip's days: the end not before the start, at most TRIP_MAX_DAYS counting both. */
const withDays = <S extends z.ZodType<{ startDate: string; endDate: string }>>(schema: S) =>
  schema.superRefine((v, ctx) => {
    // Zod runs this even when a date failed its own check (that issue does not abort): only two
    // real dates are compared, or a garbled one would reach the day arithmetic.
    if (!isoDate.safeParse(v.startDate).success || !isoDate.safeParse(v.endDate).success) return;
    if (v.endDate < v.startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: t.endBeforeStart });
    else if (tripDays(v.startDate, v.endDate) > TRIP_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: t.tooLong });
  });

/**
 * Places for a trip: wishes (or any place of the space) by id, and new ones, which become
 * 'Gideceğiz' places of the member who adds them. An id of another space's place is refused by
 * the server with nothing changed.
 */
const placeFields = {
  placeIds: z.array(z.uuid({ error: () => t.placeNotFound }), { error: () => validationMessages.invalidBody }).max(TRIP_MAX_PLACES, { error: () => t.tooManyPlaces }).optional().default([]),
  newPlaces: z.array(placeLocation).max(TRIP_MAX_PLACES, { error: () => t.tooManyPlaces }).optional().default([]),
};
const fewEnough = (v: { placeIds: string[]; newPlaces: unknown[] }) => v.placeIds.length + v.newPlaces.length <= TRIP_MAX_PLACES;

export const tripPlacesInput = z.object(placeFields).refine(fewEnough, { error: () => t.tooManyPlaces });
export type TripPlacesInput = z.input<typeof tripPlacesInput>;

/** 'Yeni seyahat': a name, its days and its places. The cover photo travels on its own (`POST /api/trips/:id/cover`). */
export const tripInput = withDays(
  z.object({
    name,
    startDate: isoDate,
    endDate: isoDate,
    ...placeFields,
  }),
).refine(fewEnough, { error: () => t.tooManyPlaces });
export type TripInput = z.input<typeof tripInput>;

/** An edit of the trip itself; `cover: null` removes its cover photo. Places change through their own routes. */
export const tripUpdate = withDays(z.object({ name, startDate: isoDate, endDate: isoDate, cover: z.null().optional() }));
export type TripUpdate = z.input<typeof tripUpdate>;
