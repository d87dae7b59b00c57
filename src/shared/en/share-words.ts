import type * as tr from '../share-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  shareMessages: {
    title: 'Where should it go?',
    intro: 'What you shared:',
    photos: (n) => (n === 1 ? '1 photo' : `${n} photos`),
    empty: 'What was shared is empty.',
    missing: 'What you shared was not found or has already been opened. Please share it again.',
    failed: 'What you shared could not be received. Please share it again.',
    loginFirst: 'What you shared will open once you have signed in.',
    choices: {
      music: { label: 'Music', hint: 'As the song of the day' },
      memories: { label: 'Memory', hint: 'As a new memory' },
      places: { label: 'Place', hint: 'As a new place' },
      quotes: { label: 'Quote', hint: 'To the quotes' },
    },
    cancel: 'Cancel',
  },
} satisfies CatalogueOf<typeof tr, 'share-words'>;
