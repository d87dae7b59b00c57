import type * as tr from '../account-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  accountMessages: {
    auth: {
      loginTitle: 'Sign in',
      email: 'Email',
      password: 'Password',
      loginButton: 'Sign in',
      loginSuccess: 'Signed in!',
      loginFailure: 'Wrong email or password.',
    },
    setup: {
      title: 'Welcome to Defterimiz',
      intro: 'Let’s get to know you first. A few details and your shared notebook is ready.',
      name: 'Your name',
      email: 'Email',
      password: 'Password',
      passwordHint: 'At least 8 characters',
      togetherSince: 'Together since',
      submit: 'Let’s begin',
      alreadyDone: 'Setup is already complete.',
      wrongHost: 'Setup can only be done from the server’s own address (PUBLIC_URL, localhost or an IP address).',
      success: 'Your notebook is ready!',
    },
    invite: {
      title: 'Join your shared notebook',
      intro: 'Your partner has invited you to your shared notebook.',
      create: 'Create an invite link',
      copy: 'Copy',
      copied: 'Link copied!',
      expiresNote: 'The link works once and is valid for 7 days.',
      join: 'Join',
      invalid: 'This invite link is invalid or has expired.',
      spaceFull: 'This notebook is full: no more members can join.',
      joined: 'You have joined the notebook!',
    },
  },
} satisfies CatalogueOf<typeof tr, 'account-words'>;
