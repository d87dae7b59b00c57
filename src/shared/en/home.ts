import type * as tr from '../home';
import type { CatalogueOf } from '../i18n/words';
import shared from './messages';

const { movies, series, books, music, places, quotes } = shared.messages.menu;

export default {
  loveQuotes: [
    'Every ordinary day with you becomes a page of the most beautiful story.',
    'Every time my heart hears your name, it feels like coming home.',
    'If I walked every road in the world, I would still want them all to lead to you.',
    'My morning coffee, my evening talks, every season of mine: it is always you.',
    'Loving you is making the same beautiful choice again every day.',
    'Every moment we laugh together is my heart’s favourite song.',
    'As long as you are beside me, even the longest winter turns to spring.',
    'Every time I look into your eyes, I think how glad I am that I found you.',
    'Even silence with you is lovelier than talking with anyone else.',
    'The best part of our story is the pages we have not written yet.',
  ],
  homeMessages: {
    heroTitle: 'Our Story',
    togetherTitle: 'Our Time Together',
    days: (n) => (n === 1 ? 'day' : 'days'),
    togetherSince: (date) => `since ${date}`,
    memoriesTitle: 'Our Happy Moments',
    memoriesText: 'Look through the memories we have gathered together.',
    memoriesLink: 'Our Memories',
    gameTitle: 'Film of the Day',
    gameText: 'Can you guess today’s film or series?',
    gamePlayed: 'You played today',
    gameNotPlayed: 'You have not played today yet',
    gameStreak: () => 'day streak',
    countdownTitle: 'Next Special Day',
    today: 'Today',
    daysLeft: (n) => (n === 1 ? 'day to go' : 'days to go'),
    noSpecialDate: 'No special days yet.',
    specialDatesLink: 'Settings',
    records: (n) => (n === 1 ? 'record' : 'records'),
    loadFailed: 'Something went wrong while loading the home page.',
    categories: { movies, series, books, music, places, quotes },
  },
} satisfies CatalogueOf<typeof tr, 'home'>;
