import type * as tr from '../places-form-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  placesFormMessages: {
    reasonPlaceholder: 'Why do you want to go?',
    markVisitedHint: 'When did you go?',
    markVisitedSubmit: 'Save',
    markedVisited: 'Marked as been there!',
    markVisitedFailed: 'Something went wrong while marking the place.',
    reasonMax: 'The reason can be at most 500 characters.',
    wishWithDate: 'A place you want to go to has no visit date.',
    wishWithRating: 'A place you want to go to cannot be rated yet.',
    visitDateFuture: 'The visit date cannot be in the future.',
    alreadyVisited: 'This place is already marked as been there.',
    visitOutsideTrip: 'The date must be one of the trip’s days.',
  },
} satisfies CatalogueOf<typeof tr, 'places-form-words'>;
