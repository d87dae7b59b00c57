import type * as tr from '../ikimiz-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  ikimizMessages: {
    yourRating: 'Your rating',
    yourNote: 'Your note',
    notePlaceholder: 'A one-line note…',
    rate: 'Rate',
    changeRating: 'Change your rating',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Your rating was saved.',
    saveFailed: 'Something went wrong while saving your rating.',
    unrated: '—',
    ratingsOf: 'Ratings',
    sort: 'Sort',
    sortNewest: 'Newest',
    sortRating: 'By rating',
    decimal: (n) => String(n),
  },
} satisfies CatalogueOf<typeof tr, 'ikimiz-words'>;
