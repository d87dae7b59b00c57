import type * as tr from '../space-usage-words';
import type { CatalogueOf } from '../i18n/words';

/** 1,234: thousands grouped with a comma. */
const count = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

export default {
  spaceUsageMessages: {
    rowsFull:
      'This notebook has reached its limit of records; nothing new was added. To make room you can delete old records, or ask the person who runs the server.',
    photosFull:
      'This notebook’s photo space is full; the photo was not saved. To make room you can delete old photos, or ask the person who runs the server.',
    importTooLarge: (room) =>
      room > 0
        ? `This import goes past the notebook’s limit of records: at most ${count(room)} more ${room === 1 ? 'record' : 'records'} can be added. Nothing was added.`
        : 'This notebook has reached its limit of records; nothing was added from the import.',
  },
} satisfies CatalogueOf<typeof tr, 'space-usage-words'>;
