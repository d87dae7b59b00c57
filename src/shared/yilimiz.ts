import { addDays, daysBetween, moveToYear, parseIsoDate } from './dates';
import { groupDigits } from './home';

/**
 * A milestone's number before its ordinal dot, as the issue writes it: "1000. gününüz", not
 * "1.000. gününüz" (two dots in a row read badly; four-digit numbers are not grouped); from
 * 10,000 on, grouped.
 */
const ordinal = (n: number) => (n < 10_000 ? String(n) : groupDigits(n));

/**
 * Yılımız: the couple's year in review, milestone days and the private calendar address.
 * Pure data and rules only (no zod), so the page and the home card load nothing heavy.
 */

/** The oldest year a review is made for; anything earlier (or after this year) is "not found". */
export const YEAR_MIN = 1900;
export const YEAR_PATTERN = /^\d{4}$/;

/** The home card shows the review from 1 December to 31 January. */
export function reviewSeasonYear(today: string): number | null {
  const { year, month } = parseIsoDate(today);
  if (month === 12) return year;
  if (month === 1) return year - 1;
  return null;
}

export interface NamedCount {
  name: string;
  count: number;
}

export interface ListItemBrief {
  id: string;
  title: string;
  rating: number | null;
  cover: string | null;
}

export interface ListYear {
  count: number;
  /** Average of the rated ones, one decimal; null when none is rated. */
  averageRating: number | null;
  best: ListItemBrief | null;
  /** The year's covers, at most 24, in the order they were finished. */
  covers: ListItemBrief[];
  topGenres: NamedCount[];
  /** Directors (films), creators (series) or authors (books). */
  topPeople: NamedCount[];
}

export interface PlacePoint {
  id: string;
  name: string;
  lat: number;
  lng: number;
  visitDate: string;
}

export interface MemoryBrief {
  id: string;
  title: string;
  date: string;
  likeCount: number;
}

export interface YearSong {
  id: string;
  videoId: string;
  title: string;
  artist: string;
  cover: string | null;
  date: string;
  addedByName: string | null;
}

export interface GamePlayer {
  id: string;
  name: string;
  daysPlayed: number;
  wins: number;
  bestStreak: number;
  /** Average guesses of a won day, one decimal; null without a win. */
  guessesPerWin: number | null;
}

export interface YearInReview {
  year: number;
  /** Years that can be opened, newest first (from the first year with data to this year). */
  years: number[];
  movies: ListYear;
  series: ListYear;
  books: ListYear;
  places: { count: number; points: PlacePoint[]; first: PlacePoint | null; farthest: (PlacePoint & { km: number }) | null };
  memories: { count: number; byMonth: number[]; mostLiked: MemoryBrief[]; photos: { memoryId: string; photoId: string; title: string }[] };
  songs: { count: number; items: YearSong[] };
  game: { players: GamePlayer[]; leaderId: string | null };
  quotes: { count: number };
  days: { thisYear: number; total: number };
}

/** Days together within `year` (counted like the home card) and in all, up to `today`. */
export function daysOfYear(togetherSince: string, year: number, today: string): { thisYear: number; total: number } {
  const lastDay = `${year}-12-31` < today ? `${year}-12-31` : today;
  const before = `${year - 1}-12-31`;
  const total = Math.max(0, daysBetween(togetherSince, lastDay));
  const atStart = Math.max(0, daysBetween(togetherSince, before));
  return { thisYear: Math.max(0, total - atStart), total };
}

/** A rating or an average as Turkish writes it: 8,5 (a decimal comma), 9 without one. */
export function formatRating(n: number): string {
  return String(Math.round(n * 10) / 10).replace('.', ',');
}

/** Great-circle distance in kilometres. */
export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export interface CalendarFeedInfo {
  active: boolean;
  includeMemories: boolean;
  createdAt: string | null;
}

export interface CreatedCalendarFeed {
  /** The whole private address; shown once, when it is made. */
  url: string;
  includeMemories: boolean;
}

// ---- Milestone days ----

export type Milestone = { kind: 'days'; n: number; date: string } | { kind: 'years'; n: number; date: string };

/**
 * The milestone day counts from `from` on, in order: the 100th, the 500th and every 1,000th day
 * (counted as the home card counts: the first day is day 0). Endless: the caller stops it.
 */
export function* milestoneDays(from = 0): Generator<number, never> {
  if (from <= 100) yield 100;
  if (from <= 500) yield 500;
  for (let n = Math.max(1000, Math.ceil(from / 1000) * 1000); ; n += 1000) yield n;
}

/** The first milestone day count on or after `n`. */
const firstMilestoneDay = (n: number): number => milestoneDays(n).next().value;

/** Whether day `n` is a milestone day (see milestoneDays). */
export function isMilestoneDay(n: number): boolean {
  return firstMilestoneDay(n) === n;
}

/** The milestones falling on `day`: a day count, an anniversary (29 February → 28 February), or both. */
export function milestonesOn(togetherSince: string, day: string): Milestone[] {
  const found: Milestone[] = [];
  const n = daysBetween(togetherSince, day);
  if (isMilestoneDay(n)) found.push({ kind: 'days', n, date: day });
  const since = parseIsoDate(togetherSince);
  const years = parseIsoDate(day).year - since.year;
  if (years > 0 && moveToYear(togetherSince, since.year + years) === day) found.push({ kind: 'years', n: years, date: day });
  return found;
}

/** The next milestone on or after `today` (today counts). */
export function nextMilestone(togetherSince: string, today: string): Milestone & { daysLeft: number } {
  const n = Math.max(0, daysBetween(togetherSince, today));
  const nextN = firstMilestoneDay(n);
  const dayDate = addDays(togetherSince, nextN);
  const since = parseIsoDate(togetherSince);
  const thisYear = parseIsoDate(today).year;
  let yearsN = Math.max(1, thisYear - since.year);
  let yearDate = moveToYear(togetherSince, since.year + yearsN);
  if (yearDate < today) {
    yearsN += 1;
    yearDate = moveToYear(togetherSince, since.year + yearsN);
  }
  const pick: Milestone = yearDate < dayDate ? { kind: 'years', n: yearsN, date: yearDate } : { kind: 'days', n: nextN, date: dayDate };
  return { ...pick, daysLeft: daysBetween(today, pick.date) };
}

export const yilimizMessages = {
  title: 'Yılımız',
  titleOf: (year: number) => `${year} Yılımız`,
  menu: 'Yılımız',
  homeCard: (year: number) => `${year} yılınız hazır`,
  homeCardHint: 'Birlikte izlediklerinize, gittiğiniz yerlere ve anılarınıza bir bakın.',
  loadError: 'Yılınız yüklenirken bir hata oluştu.',
  badYear: 'Geçersiz yıl.',
  noYear: 'Bu yıl için bir özet yok.',
  pastYears: 'Geçmiş yıllar',
  empty: 'Bu yıl henüz bir şey eklenmemiş.',
  daysThisYear: (n: number) => `Bu yıl ${groupDigits(n)} gün`,
  daysTotal: (n: number) => `Toplam ${groupDigits(n)} gün`,
  movies: 'Filmler',
  series: 'Diziler',
  books: 'Kitaplar',
  moviesCount: (n: number) => `${groupDigits(n)} film izlediniz`,
  seriesCount: (n: number) => `${groupDigits(n)} dizi bitirdiniz`,
  booksCount: (n: number) => `${groupDigits(n)} kitap okudunuz`,
  averageRating: 'Ortalama puan',
  best: 'En beğenilen',
  topGenres: 'En çok türler',
  directors: 'Yönetmenler',
  creators: 'Yapımcılar',
  authors: 'Yazarlar',
  places: 'Yerler',
  placesCount: (n: number) => `${groupDigits(n)} yer gezdiniz`,
  firstPlace: 'İlk gittiğiniz yer',
  farthestPlace: 'En uzak yer',
  km: (n: number) => `${groupDigits(Math.round(n))} km`,
  memories: 'Anılar',
  memoriesCount: (n: number) => `${groupDigits(n)} anı biriktirdiniz`,
  mostLiked: 'En çok beğenilenler',
  likes: (n: number) => `${groupDigits(n)} beğeni`,
  photos: 'Yılın fotoğrafları',
  songs: 'Şarkılar',
  songsCount: (n: number) => `${groupDigits(n)} şarkı`,
  playAll: 'Hepsini çal',
  game: 'Günün Film Tahmini',
  daysPlayed: 'Oynanan gün',
  wins: 'Kazanılan',
  bestStreak: 'En uzun seri',
  guessesPerWin: 'Kazanç başına tahmin',
  leader: (name: string) => `Bu yıl ${name} daha çok kazandı!`,
  tie: 'Bu yıl berabere kaldınız!',
  quotes: 'Alıntılar',
  quotesCount: (n: number) => `${groupDigits(n)} alıntı eklediniz`,
  months: ['Oca', 'Şub', 'Mar', 'Nis', 'May', 'Haz', 'Tem', 'Ağu', 'Eyl', 'Eki', 'Kas', 'Ara'],
  share: 'Paylaş',
  shareStory: 'Hikâye görseli indir',
  shareSquare: 'Kare görsel indir',
  shareHint: 'Yılınızı bir görsel olarak indirip paylaşın: sayılar ve başlıklar; bir fotoğraf yalnızca siz seçerseniz.',
  sharePhoto: 'Görselde bir fotoğraf olsun mu?',
  shareNoPhoto: 'Fotoğrafsız',
  shareFailed: 'Görsel hazırlanırken bir hata oluştu.',
  // Milestones
  milestoneTitle: 'Özel gün',
  milestoneToday: (m: Milestone) => (m.kind === 'days' ? `Bugün birlikte ${ordinal(m.n)}. gününüz!` : `Bugün birlikte ${ordinal(m.n)}. yılınız!`),
  milestoneSoon: (m: Milestone, daysLeft: number) =>
    m.kind === 'days' ? `Birlikte ${ordinal(m.n)}. gününüze ${daysLeft} gün kaldı.` : `Birlikte ${ordinal(m.n)}. yılınıza ${daysLeft} gün kaldı.`,
  nextMilestone: (m: Milestone & { daysLeft: number }) => {
    const what = m.kind === 'days' ? `${ordinal(m.n)}. gününüz` : `${ordinal(m.n)}. yılınız`;
    return m.daysLeft === 0 ? `Bugün ${what}!` : `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${groupDigits(m.daysLeft)} gün kaldı`;
  },
  milestoneEvent: (m: Milestone) => (m.kind === 'days' ? `Birlikte ${ordinal(m.n)}. gün` : `Birlikte ${ordinal(m.n)}. yıl`),
  // Calendar
  calendarTitle: 'Takvim',
  calendarHint: 'Özel günleriniz, doğum günleri ve birlikte geçen özel günler telefonunuzun takviminde. Bu adresi kimseyle paylaşmayın.',
  calendarCreate: 'Takvim adresi oluştur',
  calendarReplace: 'Yeni adres oluştur',
  calendarRevoke: 'Adresi kaldır',
  calendarIncludeMemories: 'Anıların günlerini de ekle',
  calendarCopy: 'Kopyala',
  calendarCopied: 'Adres kopyalandı.',
  calendarCreated: 'Takvim adresiniz hazır.',
  calendarRevoked: 'Takvim adresi kaldırıldı.',
  calendarNone: 'Henüz bir takvim adresiniz yok.',
  calendarActive: 'Adresiniz etkin. Adres yalnızca oluşturulduğunda gösterilir.',
  calendarName: (space: string) => `${space} · Defterimiz`,
  memoryEvent: (title: string) => `Anı: ${title}`,
  calendarGone: 'Bu takvim adresi artık geçerli değil.',
} as const;
