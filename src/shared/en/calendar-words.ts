import type * as tr from '../calendar-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  calendarMessages: {
    calendarTitle: 'Calendar',
    calendarHint: 'Your special days, birthdays and the milestone days of your time together, in your phone’s calendar. Do not share this address with anyone.',
    calendarCreate: 'Create a calendar address',
    calendarReplace: 'Create a new address',
    calendarRevoke: 'Remove the address',
    calendarIncludeMemories: 'Include the days of memories',
    calendarCopy: 'Copy',
    calendarCopied: 'Address copied.',
    calendarCreated: 'Your calendar address is ready.',
    calendarRevoked: 'Calendar address removed.',
    calendarNone: 'You have no calendar address yet.',
    calendarActive: 'Your address is active. It is only shown when it is created.',
    calendarFailed: 'Something went wrong while changing the calendar address.',
    calendarName: (space) => `${space} · Defterimiz`,
    memoryEvent: (title) => `Memory: ${title}`,
    calendarGone: 'This calendar address is no longer valid.',
  },
} satisfies CatalogueOf<typeof tr, 'calendar-words'>;
