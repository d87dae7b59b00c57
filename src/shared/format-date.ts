/** A calendar date written out in the active language, apart from the day arithmetic of dates.ts (which re-exports it). */
import { dateWords } from './dates-words';

export interface CalendarDate {
  year: number;
  month: number; // 1-12
  day: number; // 1-31
}

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

export function parseIsoDate(iso: string): CalendarDate {
  const m = ISO.exec(iso);
  if (!m) throw new Error(`not a calendar date: ${iso}`);
  return { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
}

/**
 * A calendar date in the active language: '14 Şubat 2025', '14 Şubat' without the year,
 * '14 Şubat 2025 Cuma' with the weekday (what Intl's tr-TR gives: a test holds them equal);
 * '14 February 2025', 'Friday, 14 February 2025' in English. Written out, not Intl: building the
 * first Intl formatter costs a phone ~25 ms of the home page's first render.
 */
export function formatDate(iso: string, options: { year?: boolean; weekday?: boolean } = {}): string {
  const { year, month, day } = parseIsoDate(iso);
  const weekday = options.weekday ? dateWords.weekdays[new Date(Date.UTC(year, month - 1, day, 12)).getUTCDay()] : null;
  return dateWords.date(day, dateWords.months[month - 1], options.year === false ? null : year, weekday);
}
