import { isoDate, z } from './validation';

export * from './places-words';
import { placesMessages, PLACE_ADDRESS_MAX, PLACE_CATEGORIES, PLACE_NAME_MAX } from './places-words';

const m = placesMessages;

const latitude = z.number({ error: () => m.required }).finite({ error: () => m.required }).min(-90, { error: () => m.geocodeBadPoint }).max(90, { error: () => m.geocodeBadPoint });
const longitude = z.number({ error: () => m.required }).finite({ error: () => m.required }).min(-180, { error: () => m.geocodeBadPoint }).max(180, { error: () => m.geocodeBadPoint });

/**
 * A place as the form sends it: the same field names the list reads (decisions §5.3). The photo
 * travels on its own (`POST /api/places/:id/photo`, multipart field `photo`); `photo: null` on an
 * edit removes it, a missing `photo` leaves it as it is.
 */
export const placeInput = z.object({
  name: z.string({ error: () => m.required }).trim().min(1, { error: () => m.required }).max(PLACE_NAME_MAX, { error: () => m.nameMax }),
  address: z.string().trim().max(PLACE_ADDRESS_MAX, { error: () => m.addressMax }).optional().default(''),
  lat: latitude,
  lng: longitude,
  category: z.enum(PLACE_CATEGORIES, { error: () => m.categoryInvalid }).optional().default('Diğer'),
  visitDate: isoDate,
  rating: z.number({ error: () => m.ratingRange }).int({ error: () => m.ratingRange }).min(1, { error: () => m.ratingRange }).max(10, { error: () => m.ratingRange }).nullable().optional().default(null),
  notes: z.string().trim().max(2000, { error: () => m.notesMax }).optional().default(''),
  photo: z.null().optional(),
});
export type PlaceInput = z.input<typeof placeInput>;

export const geocodeSearchQuery = z.object({
  q: z.string({ error: () => m.geocodeFailed }).trim().max(200, { error: () => m.geocodeFailed }),
});

export const geocodeReverseQuery = z.object({
  lat: z.coerce.number({ error: () => m.geocodeBadPoint }).min(-90, { error: () => m.geocodeBadPoint }).max(90, { error: () => m.geocodeBadPoint }),
  lng: z.coerce.number({ error: () => m.geocodeBadPoint }).min(-180, { error: () => m.geocodeBadPoint }).max(180, { error: () => m.geocodeBadPoint }),
});

/** '{ad} yeni bir yer ekledi: {ad}' */
export const placeNotificationMessage = (actorName: string, placeName: string) => m.notification(actorName, placeName);
