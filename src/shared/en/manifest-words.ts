import type * as tr from '../manifest-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  manifestWords: {
    description: 'A couple’s shared notebook: films, series, books, quotes, memories and places; on the phone, offline too.',
    newMemory: 'New memory',
    songOfTheDay: 'Song of the day',
    song: 'Song',
    game: 'Game',
  },
} satisfies CatalogueOf<typeof tr, 'manifest-words'>;
