import type * as tr from '../ikimiz-rule-words';
import type { CatalogueOf } from '../i18n/words';
import { MEMBER_NOTE_MAX } from '../ikimiz-words';

export default {
  ikimizRules: {
    ratingRange: 'A rating must be from 1 to 10.',
    noteMax: `Your note can be at most ${MEMBER_NOTE_MAX} characters.`,
    ratingOnlyWhen: (status) => `Only records marked ‘${status}’ can be rated.`,
    wishOnlyWhen: (status) => `‘I want it’ can only be added to records marked ‘${status}’.`,
    matchTitle: 'We both want it',
    matchMessage: (title) => `A match! You both want ${title}.`,
    tonightOnlyWhen: (status) => `Only records marked ‘${status}’ can be picked.`,
    tonightInvalid: 'Invalid choice.',
    tonightNotification: (name, title) => `${name}: let’s watch ${title} tonight!`,
  },
} satisfies CatalogueOf<typeof tr, 'ikimiz-rule-words'>;
