import type * as tr from '../validation-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  validationMessages: {
    required: 'This field is required.',
    email: 'Enter a valid email address.',
    passwordMin: 'The password must be at least 8 characters.',
    passwordMax: 'The password can be at most 200 characters.',
    name: 'Please enter your name.',
    nameMax: 'A name can be at most 60 characters.',
    date: 'Enter a valid date.',
    invalidBody: 'The request is not valid. Please check the details.',
    emailTaken: 'This email address is already in use.',
    invalidCharacter: 'The text contains a character that cannot be used.',
  },
} satisfies CatalogueOf<typeof tr, 'validation-words'>;
