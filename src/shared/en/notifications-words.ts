import type * as tr from '../notifications-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  notificationMessages: {
    bell: 'Notifications',
    title: 'Notifications',
    markAll: 'Mark all as read',
    empty: 'No notifications',
    unread: 'unread',
    specialDateTitle: 'Special day',
    specialDateToday: (name) => `Today is ${name}!`,
    specialDateSoon: (name, days) => `${days} ${days === 1 ? 'day' : 'days'} to ${name}.`,
  },
} satisfies CatalogueOf<typeof tr, 'notifications-words'>;
