import { turkishOf, words } from './i18n/words';
import { messages } from './messages';
import type { Member } from './auth';
import type { GameSummary } from './movie-game';
import type { Shelf } from './ikimiz-words';
import { parseIsoDate } from './dates';

/**
 * The ten built-in love lines of the home hero; one a day, by day of month modulo 10. They speak
 * to the beloved ('sen'), not to the member: the one place the app says 'sen'.
 */
export const loveQuotes = words('home', 'loveQuotes', [
  'Seninle geçen her sıradan gün, en güzel hikâyenin bir sayfası oluyor.',
  'Kalbim, adını duyduğu her seferinde eve dönmüş gibi hissediyor.',
  'Dünyanın bütün yollarını yürüsem, yine senin yanına varmak isterdim.',
  'Sabah kahvem, akşam sohbetim, her mevsimim: hep sensin.',
  'Seni sevmek, her gün yeniden aynı güzel kararı vermek gibi.',
  'Birlikte güldüğümüz her an, kalbimin en sevdiği şarkı.',
  'Yanımda olduğun sürece en uzun kış bile bahara döner.',
  'Gözlerine her baktığımda, iyi ki seni bulmuşum diyorum.',
  'Seninle susmak bile, başkalarıyla konuşmaktan daha güzel.',
  'Hikâyemizin en güzel yeri, henüz yazmadığımız sayfalar.',
] as const);

/** The index of the day's line: day of month modulo 10 (the 10th, 20th and 30th share line 0). */
export function dailyQuoteIndex(today: string): number {
  return parseIsoDate(today).day % loveQuotes.length;
}

export function dailyQuote(today: string): string {
  return loveQuotes[dailyQuoteIndex(today)];
}

export const homeCategories = ['movies', 'series', 'books', 'music', 'places', 'quotes'] as const;
export type HomeCategory = (typeof homeCategories)[number];
export type HomeCounts = Record<HomeCategory, number>;

export interface HomeSpecialDate {
  id: string;
  /** What the countdown shows, e.g. 'Sevgililer Günü' or "Ayşe'nin Doğum Günü". */
  name: string;
  /** The calendar date it falls on next (YYYY-MM-DD). */
  date: string;
  /** 0 means today. */
  daysLeft: number;
}

/** The next trip home counts down to ('Kapadokya'ya 12 gün'). */
export interface HomeTrip {
  id: string;
  name: string;
  startDate: string;
  /** 0 on its first day. */
  daysLeft: number;
}

/** `GET /api/home`. */
export interface HomeData {
  /** Today in the space's time zone. */
  today: string;
  togetherSince: string;
  daysTogether: number;
  nextSpecialDate: HomeSpecialDate | null;
  nextTrip: HomeTrip | null;
  counts: HomeCounts;
  members: Member[];
  dailyQuote: string;
  /** The banner 'Günün Film Tahmini': have I played today, and my streak. */
  game: GameSummary;
  /** 'İkimiz de istiyoruz': what both members wished (never a lone wish). */
  shelf: Shelf;
}

const { movies, series, books, music, places, quotes } = turkishOf(messages).menu;

export const homeMessages = words('home', 'homeMessages', {
  heroTitle: 'Bizim Hikayemiz',
  togetherTitle: 'Birlikte Geçen Zaman',
  /** The nouns after a count are functions of it: English says 1 day, 2 days (Turkish 1 gün, 2 gün). */
  days: (_n: number) => 'gün',
  /** Under the day count: '3 Şubat 2024 tarihinden beri' (the date comes first in Turkish, last in English). */
  togetherSince: (date: string) => `${date} tarihinden beri`,
  memoriesTitle: 'Mutlu Anlarımız',
  memoriesText: 'Birlikte biriktirdiğimiz anılara göz atın.',
  memoriesLink: 'Bizim Anılarımız',
  gameTitle: 'Günün Film Tahmini',
  gameText: 'Bugünün filmini ya da dizisini tahmin edebilir misiniz?',
  gamePlayed: 'Bugün oynadınız',
  gameNotPlayed: 'Bugün henüz oynamadınız',
  gameStreak: (_n: number) => 'günlük seri',
  countdownTitle: 'Yaklaşan Özel Gün',
  today: 'Bugün',
  daysLeft: (_n: number) => 'gün kaldı',
  noSpecialDate: 'Henüz özel gün eklenmedi.',
  /** The link after it, to where special days are added. */
  specialDatesLink: 'Ayarlar',
  records: (_n: number) => 'kayıt',
  loadFailed: 'Ana sayfa yüklenirken bir hata oluştu.',
  /** The counts' names are the side menu's. */
  categories: { movies, series, books, music, places, quotes } satisfies Record<HomeCategory, string>,
} as const);


// Here before dates.ts held it; the words files import it from there, so their pages do not load home's words.
export { groupDigits } from './dates';

export { genitive } from './turkish-genitive';
