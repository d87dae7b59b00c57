import type * as tr from '../tonight-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  tonightMessages: {
    runtime: 'Runtime',
    runtimeAny: 'Any',
    runtimeUpTo: (minutes) => `≤ ${minutes} min`,
    minutes: (minutes) => `${minutes} min`,
    genre: 'Genre',
    genreAny: 'All',
    fromMatches: 'Picked from what you both want.',
    fromLists: 'Nothing you both want is left: picked from your to-watch lists.',
    another: 'Another one',
    letsWatch: 'Let’s watch this',
    nothingLeft: 'Nothing left to watch matches these choices.',
    startOver: 'Start over',
    pickFailed: 'Something went wrong while getting a suggestion.',
    started: (title) => `${title} is marked as watching.`,
    startFailed: 'Something went wrong while updating the record.',
  },
} satisfies CatalogueOf<typeof tr, 'tonight-words'>;
