import type * as tr from '../yilimiz-words';
import type { CatalogueOf } from '../i18n/words';
import calendar from './calendar-words';
import milestones from './milestone-words';

/** 1,234: thousands grouped with a comma. */
const count = (n: number) => {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return n < 0 ? `-${digits}` : digits;
};
/** "1 film", "2 films": the number and the noun in its number. */
const of = (n: number, one: string, many: string) => `${count(n)} ${n === 1 ? one : many}`;
/** 1st, 2nd, 3rd, 4th, 11th, 1,000th. */
const ordinal = (n: number) => {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${count(n)}${suffix}`;
};
type Milestone = { kind: 'days' | 'years'; n: number };
/** "your 1,000th day together", "your 5th anniversary". */
const milestone = (m: Milestone) => (m.kind === 'days' ? `your ${ordinal(m.n)} day together` : `your ${ordinal(m.n)} anniversary`);

export default {
  yilimizMessages: {
    title: 'Our Year',
    titleOf: (year) => `Our ${year}`,
    loadError: 'Something went wrong while loading your year.',
    badYear: 'Invalid year.',
    noYear: 'There is no review for this year.',
    pastYears: 'Past years',
    empty: 'Nothing has been added this year yet.',
    daysThisYear: (n) => `${of(n, 'day', 'days')} this year`,
    daysTotal: (n) => `${of(n, 'day', 'days')} in all`,
    movies: 'Films',
    series: 'Series',
    books: 'Books',
    moviesCount: (n) => `You watched ${of(n, 'film', 'films')}`,
    seriesCount: (n) => `You finished ${of(n, 'series', 'series')}`,
    booksCount: (n) => `You read ${of(n, 'book', 'books')}`,
    averageRating: 'Average rating',
    best: 'Favourite',
    topGenres: 'Top genres',
    directors: 'Directors',
    creators: 'Creators',
    authors: 'Authors',
    places: 'Places',
    placesCount: (n) => `You visited ${of(n, 'place', 'places')}`,
    firstPlace: 'The first place you went to',
    farthestPlace: 'The farthest place',
    km: (n) => `${count(Math.round(n))} km`,
    memories: 'Memories',
    memoriesCount: (n) => `You gathered ${of(n, 'memory', 'memories')}`,
    mostLiked: 'Most liked',
    likes: (n) => of(n, 'like', 'likes'),
    photos: 'Photos of the year',
    songs: 'Songs',
    songsCount: (n) => of(n, 'song', 'songs'),
    playAll: 'Play all',
    game: 'Film of the Day',
    daysPlayed: 'Days played',
    wins: 'Won',
    bestStreak: 'Longest streak',
    guessesPerWin: 'Guesses per win',
    leader: (name) => `${name} won more this year!`,
    tie: 'A tie this year!',
    quotes: 'Quotes',
    quotesCount: (n) => `You added ${of(n, 'quote', 'quotes')}`,
    months: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
    share: 'Share',
    shareStory: 'Download a story picture',
    shareSquare: 'Download a square picture',
    shareHint: 'Download your year as a picture to share: the numbers and headings; a photo only if you choose one.',
    sharePhoto: 'A photo in the picture?',
    shareNoPhoto: 'No photo',
    shareFailed: 'Something went wrong while preparing the picture.',
    shareFigures: {
      days: 'days together',
      movies: 'films',
      series: 'series',
      books: 'books',
      places: 'places',
      memories: 'memories',
      songs: 'songs',
      quotes: 'quotes',
    },
    shareMasthead: 'DEFTERIMIZ',
    milestoneToday: (m) => `Today is ${milestone(m)}!`,
    milestoneSoon: (m, daysLeft) => `${of(daysLeft, 'day', 'days')} to ${milestone(m)}.`,
    agreement: 'Our ratings',
    agreementHint: 'The titles you both rated, by how far apart your two ratings are.',
    trips: 'Trips',
    tripsCount: (n) => of(n, 'trip', 'trips'),
    tripStory: 'Trip story',
    milestoneEvent: (m) => (m.kind === 'days' ? `Our ${ordinal(m.n)} day together` : `Our ${ordinal(m.n)} anniversary`),
    ...calendar.calendarMessages,
    ...milestones.milestoneWords,
  },
} satisfies CatalogueOf<typeof tr, 'yilimiz-words'>;
