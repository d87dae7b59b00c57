/**
 * The English catalogues, one per words file (the Turkish file's name; src/shared/<file>.ts holds
 * the Turkish). Each is its own chunk in the page, loaded only for an English member together with
 * its Turkish file; catalogues.test.ts checks this list against every words file.
 */
import type { CatalogueLoaders } from '../i18n/words';

export const english = {
  'account-security-words': () => import('./account-security-words'),
  'backup-words': () => import('./backup-words'),
  'first-run-words': () => import('./first-run-words'),
  'books-words': () => import('./books-words'),
  'calendar-words': () => import('./calendar-words'),
  'client-config': () => import('./client-config'),
  'capsules-words': () => import('./capsules-words'),
  'daily-question-words': () => import('./daily-question-words'),
  'dates-words': () => import('./dates-words'),
  'form-words': () => import('./form-words'),
  'game-rules': () => import('./game-rules'),
  home: () => import('./home'),
  'ikimiz-rule-words': () => import('./ikimiz-rule-words'),
  'ikimiz-words': () => import('./ikimiz-words'),
  'list-import': () => import('./list-import'),
  'list-words': () => import('./list-words'),
  'manifest-words': () => import('./manifest-words'),
  'memories-words': () => import('./memories-words'),
  messages: () => import('./messages'),
  'movie-game-words': () => import('./movie-game-words'),
  'movies-words': () => import('./movies-words'),
  'music-words': () => import('./music-words'),
  notifications: () => import('./notifications'),
  'notifications-words': () => import('./notifications-words'),
  'places-form-words': () => import('./places-form-words'),
  'photo-words': () => import('./photo-words'),
  'places-words': () => import('./places-words'),
  'push-words': () => import('./push-words'),
  'quotes-words': () => import('./quotes-words'),
  'series-words': () => import('./series-words'),
  'settings-words': () => import('./settings-words'),
  'share-words': () => import('./share-words'),
  'social-words': () => import('./social-words'),
  'space-usage-words': () => import('./space-usage-words'),
  'transfer-words': () => import('./transfer-words'),
  'trips-countdown-words': () => import('./trips-countdown-words'),
  'tonight-words': () => import('./tonight-words'),
  'trips-words': () => import('./trips-words'),
  'wishes-words': () => import('./wishes-words'),
  'yilimiz-words': () => import('./yilimiz-words'),
} satisfies CatalogueLoaders;
