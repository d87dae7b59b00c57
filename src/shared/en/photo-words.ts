import type * as tr from '../photo-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  photoMessages: {
    photoTooLarge: 'The photo must be smaller than 1 MB.',
    photoWrongType: 'Please choose a PNG, JPG, GIF or WebP photo.',
  },
} satisfies CatalogueOf<typeof tr, 'photo-words'>;
