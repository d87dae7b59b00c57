import type * as tr from '../client-config';
import type { CatalogueOf } from '../i18n/words';

export default {
  mapWords: {
    attribution: '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
  },
} satisfies CatalogueOf<typeof tr>;
