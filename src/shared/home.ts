import type { Member } from './auth';
import type { GameSummary } from './movie-game';
import type { Shelf } from './ikimiz-words';
import { parseIsoDate } from './dates';

/** The ten built-in love lines of the home hero; one a day, by day of month modulo 10. */
export const loveQuotes = [
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
] as const;

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

export const homeMessages = {
  heroTitle: 'Bizim Hikayemiz',
  togetherTitle: 'Birlikte Geçen Zaman',
  days: 'gün',
  togetherSince: 'tarihinden beri',
  memoriesTitle: 'Mutlu Anlarımız',
  memoriesText: 'Birlikte biriktirdiğimiz anılara göz atın.',
  gameTitle: 'Günün Film Tahmini',
  gameText: 'Bugünün filmini ya da dizisini tahmin edebilir misin?',
  gamePlayed: 'Bugün oynadın',
  gameNotPlayed: 'Bugün henüz oynamadın',
  gameStreak: 'günlük seri',
  countdownTitle: 'Yaklaşan Özel Gün',
  today: 'Bugün',
  daysLeft: 'gün kaldı',
  noSpecialDate: 'Henüz özel gün eklenmedi.',
  records: 'kayıt',
  loadFailed: 'Ana sayfa yüklenirken bir hata oluştu.',
  categories: {
    movies: 'Filmler',
    series: 'Diziler',
    books: 'Kitaplar',
    music: 'Müzikler',
    places: 'Yerler',
    quotes: 'Alıntılar',
  } satisfies Record<HomeCategory, string>,
} as const;

const BACK_VOWELS: Record<string, string> = { a: 'ın', ı: 'ın', e: 'in', i: 'in', o: 'un', u: 'un', ö: 'ün', ü: 'ün' };

/**
 * A whole count as Turkish writes it, thousands grouped with a dot (1.234 gün). Not
 * Intl.NumberFormat: building one on the home page's first render cost ~30 ms of a phone's
 * main thread (the locale's number data), for what a regular expression does.
 */
export function groupDigits(n: number): string {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 ? `-${digits}` : digits;
}

/**
 * A name in the Turkish genitive with its apostrophe: Ayşe → Ayşe'nin, Mehmet → Mehmet'in,
 * Can → Can'ın, Umut → Umut'un. The suffix follows the last vowel; after a vowel it takes an n.
 */
export function genitive(name: string): string {
  const trimmed = name.trim();
  const lower = trimmed.toLocaleLowerCase('tr');
  let suffix = 'in';
  for (let i = lower.length - 1; i >= 0; i--) {
    const s = BACK_VOWELS[lower[i]];
    if (s) {
      suffix = s;
      break;
    }
  }
  const endsInVowel = Boolean(BACK_VOWELS[lower[lower.length - 1]]);
  return `${trimmed}'${endsInVowel ? 'n' : ''}${suffix}`;
}
