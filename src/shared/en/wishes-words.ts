import type * as tr from '../wishes-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  wishMessages: {
    wish: 'I want it',
    wishFailed: 'Something went wrong while saving your wish.',
    shelf: 'We both want it',
    shelfAll: 'All',
    shelfEmpty: 'Nothing you both want yet.',
    shelfEmptyHint: 'Say ‘I want it’ to what you like: when you both do, it meets here.',
    tonight: 'What shall we watch tonight?',
    tonightHint: 'A suggestion from what you both want, or else from your to-watch lists.',
    tonightTitle: 'Tonight',
    homeShelfCount: (n) => `${n} shared ${n === 1 ? 'wish' : 'wishes'}`,
    homeShelfMore: (n) => `and ${n} more`,
    agreeMost: 'Where we agree most',
    agreeLeast: 'Where we agree least',
    kinds: { movies: 'Film', series: 'Series', books: 'Book' },
  },
} satisfies CatalogueOf<typeof tr, 'wishes-words'>;
