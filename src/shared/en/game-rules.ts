import type * as tr from '../game-rules';
import type { CatalogueOf } from '../i18n/words';

export default {
  gameShareWords: {
    heading: (day, score) => `Film of the Day #${day} ${score}`,
  },
} satisfies CatalogueOf<typeof tr, 'game-rules'>;
