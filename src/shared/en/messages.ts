import type * as tr from '../messages';
import type { CatalogueOf } from '../i18n/words';

export default {
  messages: {
    brand: 'Defterimiz',
    auth: {
      notSignedIn: 'Please sign in first.',
      tooManyAttempts: 'Too many attempts. Please try again in a little while.',
      logout: 'Sign out',
      logoutFailed: 'Could not sign out; you may still be signed in. Please try again in a moment.',
    },
    http: {
      notFound: 'The record you are looking for was not found.',
      forbidden: 'You are not allowed to do this.',
      badOrigin: 'This request was not accepted.',
      server: 'Something unexpected went wrong. Please try again later.',
      tooLarge: 'What was sent is too large.',
      rateLimited: 'Too many requests. Please try again in a little while.',
      storageUnavailable: 'The photo storage cannot be reached right now. Please try again in a little while.',
    },
    offline: {
      banner: 'Offline',
      bannerDetail: 'Showing what you last saw; it refreshes by itself when the connection is back.',
      write: 'You are offline; this change was not saved. Please try again when you are back online.',
    },
    shell: {
      menu: 'Menu',
      closeMenu: 'Close the menu',
      darkMode: 'Switch to dark mode',
      lightMode: 'Switch to light mode',
      settings: 'Settings',
      loading: 'Loading…',
      showMore: 'Show more',
      mainMenu: 'Main menu',
      toasts: 'Status messages (Alt+T)',
      closeToast: 'Close',
      close: 'Close',
      confirmTitle: 'Are you sure?',
      cancel: 'Cancel',
      edit: 'Edit',
      delete: 'Delete',
      comingSoon: 'This page is coming very soon.',
      description: 'Our shared notebook',
    },
    menu: {
      home: 'Home',
      movies: 'Films',
      series: 'Series',
      books: 'Books',
      music: 'Music',
      places: 'Places',
      quotes: 'Quotes',
      yilimiz: 'Our Year',
      capsules: 'Time Capsule',
      dailyQuestion: 'Question of the Day',
    },
  },
} satisfies CatalogueOf<typeof tr, 'messages'>;
