import type * as tr from '../notifications';
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
  nudgeMessages: {
    onThisDayTitle: 'On this day in past years',
    onThisDay: (n, first) => (n === 1 ? `You have a memory from this day: ${first}` : `You have ${n} memories from this day: ${first} and more`),
    gameTitle: 'Film of the Day',
    gameReminder: 'You have not played today’s game yet.',
  },
} satisfies CatalogueOf<typeof tr>;
