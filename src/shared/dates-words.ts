/**
 * How dates, times and counts are written, as words of the active language (decision 030): the
 * English catalogue (en/dates-words.ts) writes them the English way. By hand, not Intl: building
 * the first Intl formatter of a locale costs a phone ~25 ms of a page's first render (decision
 * 019); src/shared/dates.test.ts holds the Turkish ones equal to Intl's tr-TR.
 */
import { words } from './i18n/words';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A whole count with thousands grouped by a dot, as Turkish writes it (1.234). Not
 * Intl.NumberFormat: building one on the home page's first render cost ~30 ms of a phone's main
 * thread (the locale's number data), for what a regular expression does.
 */
const groupWithDots = (n: number) => {
  const digits = String(Math.trunc(Math.abs(n))).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return n < 0 ? `-${digits}` : digits;
};

export const dateWords = words('dates-words', 'dateWords', {
  months: ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'],
  /** Sunday first, as Date.getUTCDay() counts. */
  weekdays: ['Pazar', 'Pazartesi', 'Salı', 'Çarşamba', 'Perşembe', 'Cuma', 'Cumartesi'],
  /** A calendar's column heads, Monday first. */
  weekdaysShort: ['Pzt', 'Sal', 'Çar', 'Per', 'Cum', 'Cmt', 'Paz'],
  /** '14 Şubat 2025', '14 Şubat' (no year), '14 Şubat 2025 Cuma' (with the weekday). */
  date: (day: number, month: string, year: number | null, weekday: string | null) =>
    `${day} ${month}${year === null ? '' : ` ${year}`}${weekday === null ? '' : ` ${weekday}`}`,
  /** 'Şubat 2025', a month calendar's title. */
  monthYear: (month: string, year: number) => `${month} ${year}`,
  /** A date and a clock time: '24 Kasım 2026 14:05'. */
  moment: (date: string, hours: number, minutes: number) => `${date} ${pad(hours)}:${pad(minutes)}`,
  count: groupWithDots,
  /** A number with one decimal as Turkish writes it: 8,5 (a decimal comma), 9 without one. */
  decimal: (n: number) => String(n).replace('.', ','),
  justNow: 'Az önce',
  minutesAgo: (n: number) => `${n} dakika önce`,
  hoursAgo: (n: number) => `${n} saat önce`,
} as const);
