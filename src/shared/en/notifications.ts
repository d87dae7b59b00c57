import type * as tr from '../notifications';
import type { CatalogueOf } from '../i18n/words';

export default {
  nudgeMessages: {
    onThisDayTitle: 'On this day in past years',
    onThisDay: (n, first) => (n === 1 ? `You have a memory from this day: ${first}` : `You have ${n} memories from this day: ${first} and more`),
    gameTitle: 'Film of the Day',
    gameReminder: 'You have not played today’s game yet.',
  },
} satisfies CatalogueOf<typeof tr, 'notifications'>;
