import type * as tr from '../capsules-words';
import type { CatalogueOf } from '../i18n/words';
import { formatDate } from '../dates';
import { shortTitle } from '../social-words';
import social from './social-words';

/** 1,234: thousands grouped with a comma. */
const count = (n: number) => String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${count(n)}${suffix}`;
};

export default {
  capsuleMessages: {
    ...social.socialWords,
    title: 'Time Capsule',
    intro: 'Letters to the future: sealed until the day they open — even for the one who wrote them.',
    add: 'New capsule',
    addTitle: 'New capsule',
    fieldTitle: 'Title',
    titlePlaceholder: 'Give this letter a name',
    body: 'Your letter',
    bodyPlaceholder: 'What would you like to tell your future selves?',
    openDate: 'Opening day',
    quickAnniversary: 'The next anniversary',
    quickDay: (n) => `Our ${ordinal(n)} day`,
    quickYear: 'a year from now',
    seal: 'Seal',
    sealNote: 'Once sealed, nobody — you neither — can read or change it until the day it opens.',
    cancel: 'Cancel',
    sealed: 'Capsule sealed.',
    sealFailed: 'Something went wrong while sealing the capsule.',
    titleRequired: 'Please enter a title.',
    titleMax: 'A title can be at most 120 characters.',
    bodyRequired: 'Please write your letter.',
    bodyMax: 'A letter can be at most 10,000 characters.',
    dateRange: 'The opening day can be from tomorrow to at most 25 years from now.',
    tooManyPhotos: 'A capsule can hold at most 10 photos.',
    stillSealed: 'This capsule has not opened yet.',
    waiting: 'Waiting to open',
    openedList: 'Opened',
    empty: 'You have no time capsule yet.',
    emptyHint: 'Write a letter to the future; on the day it opens, you are both told.',
    searchLabel: 'Search the capsules',
    searchPlaceholder: 'Search the capsules',
    searchEmpty: 'No capsule matches your search.',
    sealedBy: (name) => `Sealed by ${name}`,
    opensOn: (date) => `Opens: ${formatDate(date)}`,
    openedOn: (date) => `Opened on ${formatDate(date)}`,
    writtenOn: (date) => `Written on ${formatDate(date)}`,
    daysLeft: (n) => (n === 1 ? 'Opens tomorrow' : `${count(n)} days left`),
    delete: 'Delete the capsule',
    confirmDelete: 'Delete this capsule? The letter and its photos will not come back.',
    deleted: 'Capsule deleted.',
    deleteFailed: 'Something went wrong while deleting the capsule.',
    onlyAuthorDeletes: 'Only the person who wrote this capsule can delete it.',
    open: 'Open the capsule',
    likesLabel: 'Likes',
    loadFailed: 'Something went wrong while loading the time capsules.',
    homeNext: (days) => `Next capsule to open: ${count(days)} ${days === 1 ? 'day' : 'days'}`,
    homeNextTomorrow: 'Next capsule to open: tomorrow',
    homeNone: 'Write a letter to the future.',
    homeOpened: (n) => `${count(n)} ${n === 1 ? 'capsule' : 'capsules'} opened`,
    notificationTitle: 'Time Capsule',
    openedNotice: (title) => `A time capsule has opened: ${shortTitle(title)}`,
    sealedNotice: (name, title, openDate) => `${name} sealed a time capsule: ${shortTitle(title)} · opens ${formatDate(openDate)}`,
    likeNotice: (name, title) => `${name} liked your capsule: ${shortTitle(title)}`,
    commentNotice: (name, title) => `${name} commented on your capsule: ${shortTitle(title)}`,
    calendarEvent: (title) => `A time capsule opens: ${title}`,
  },
} satisfies CatalogueOf<typeof tr, 'capsules-words'>;
