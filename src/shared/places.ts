import { isoDate, uuid, z } from './validation';
import { memberNote, memberRating } from './ikimiz';

export * from './places-words';
export * from './places-form-words';
import { PLACE_ADDRESS_MAX, PLACE_CATEGORIES, PLACE_NAME_MAX, PLACE_REASON_MAX, PLACE_STATUSES } from './places-words';
import { validationMessages } from './validation-words';
// The checks' words are the form's (places-form-words.ts): the places page shows none of them before its form opens.
import { placesFormMessages as m } from './places-form-words';

const latitude = z.number({ error: () => m.required }).finite({ error: () => m.required }).min(-90, { error: () => m.geocodeBadPoint }).max(90, { error: () => m.geocodeBadPoint });
const longitude = z.number({ error: () => m.required }).finite({ error: () => m.required }).min(-180, { error: () => m.geocodeBadPoint }).max(180, { error: () => m.geocodeBadPoint });

/** The fields a place has whichever kind it is; a trip's new places are made of these alone. */
export const placeLocation = z.object({
  name: z.string({ error: () => m.required }).trim().min(1, { error: () => m.required }).max(PLACE_NAME_MAX, { error: () => m.nameMax }),
  address: z.string().trim().max(PLACE_ADDRESS_MAX, { error: () => m.addressMax }).optional().default(''),
  lat: latitude,
  lng: longitude,
});

/**
 * A place as the form sends it: the same field names the list reads (decisions §5.3). The photo
 * travels on its own (`POST /api/places/:id/photo`, multipart field `photo`); `photo: null` on an
 * edit removes it, a missing `photo` leaves it as it is. `status` 'visited' ('Gittik', the
 * default, as every place was before issue 37) needs a visit date; 'wish' ('Gideceğiz') has
 * none and no rating. A date after today is refused by the server, which knows the space's day.
 */
export const placeInput = placeLocation
  .extend({
    category: z.enum(PLACE_CATEGORIES, { error: () => m.categoryInvalid }).optional().default('Diğer'),
    status: z.enum(PLACE_STATUSES, { error: () => validationMessages.invalidBody }).optional().default('visited'),
    visitDate: isoDate.nullable().optional().default(null),
    /** The signed-in member's own rating and note ('Puanınız', 'Notunuz'), for a place they went to. */
    rating: memberRating,
    note: memberNote,
    notes: z.string().trim().max(2000, { error: () => m.notesMax }).optional().default(''),
    reason: z.string().trim().max(PLACE_REASON_MAX, { error: () => m.reasonMax }).optional().default(''),
    photo: z.null().optional(),
  })
  .superRefine((p, ctx) => {
    if (p.status === 'visited' && p.visitDate === null) ctx.addIssue({ code: 'custom', path: ['visitDate'], message: validationMessages.date });
    if (p.status === 'wish' && p.visitDate !== null) ctx.addIssue({ code: 'custom', path: ['visitDate'], message: m.wishWithDate });
    if (p.status === 'wish' && p.rating !== null) ctx.addIssue({ code: 'custom', path: ['rating'], message: m.wishWithRating });
  });
export type PlaceInput = z.input<typeof placeInput>;

/** 'Gittik olarak işaretle': the day they went; from a trip's page, the trip (the day must be one of its). */
export const placeVisitInput = z.object({ visitDate: isoDate, tripId: uuid.optional() });

export const geocodeSearchQuery = z.object({
  q: z.string({ error: () => m.geocodeFailed }).trim().max(200, { error: () => m.geocodeFailed }),
});

export const geocodeReverseQuery = z.object({
  lat: z.coerce.number({ error: () => m.geocodeBadPoint }).min(-90, { error: () => m.geocodeBadPoint }).max(90, { error: () => m.geocodeBadPoint }),
  lng: z.coerce.number({ error: () => m.geocodeBadPoint }).min(-180, { error: () => m.geocodeBadPoint }).max(180, { error: () => m.geocodeBadPoint }),
});

/** '{ad} yeni bir yer ekledi: {ad}' */
export const placeNotificationMessage = (actorName: string, placeName: string) => m.notification(actorName, placeName);
