import type * as tr from '../form-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  formWords: {
    submitAdd: 'Add',
    submitEdit: 'Update',
    cancel: 'Cancel',
    edit: 'Edit',
    delete: 'Delete',
    addedBy: 'Added by:',
  },
} satisfies CatalogueOf<typeof tr, 'form-words'>;
