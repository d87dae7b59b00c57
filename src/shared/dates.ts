/**
 * Calendar-day arithmetic for the couple's dates.
 *
 * Everything here works on calendar dates written `YYYY-MM-DD`, never on milliseconds: the only
 * place an instant meets a calendar is `todayInZone`, which asks Intl what day it is in the
 * space's time zone. Day counts then come from whole-day numbers of the proleptic Gregorian
 * calendar, so a daylight-saving change (a 23- or 25-hour day) or a request at 00:00:30 can
 * never shift a count by one.
 *
 * Leap day rule: a date on 29 February falls on 28 February in years without one, so a
 * birthday or anniversary on the leap day is still celebrated in February, one day early.
 */
import { turkishOf } from './i18n/words';
import { dateWords } from './dates-words';

/** A whole count as Turkish writes it, thousands grouped with a dot (1.234 gün); formatCount writes the active language's. */
export const groupDigits = turkishOf(dateWords).count;

export const DEFAULT_TIME_ZONE = 'Europe/Istanbul';

// A date written out and the parsing it needs live in format-date.ts, which a page that only writes
// dates (the places' cards) loads without the rest of this file (decision 020, amended 2026-11-27 (4)).
import { formatDate, parseIsoDate, type CalendarDate } from './format-date';
export { formatDate, parseIsoDate, type CalendarDate };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatIsoDate(d: CalendarDate): string {
  return `${pad(d.year, 4)}-${pad(d.month)}-${pad(d.day)}`;
}

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Whole-day number of a calendar date (1970-01-01 is 0); H. Hinnant's days_from_civil. */
export function dayNumber(iso: string): number {
  const { year, month, day } = parseIsoDate(iso);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The calendar date of a whole-day number; the inverse of `dayNumber`. */
export function fromDayNumber(n: number): string {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  return formatIsoDate({ year, month, day });
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The calendar date it is at instant `now` in `timeZone` (an IANA name). */
export function todayInZone(now: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = formatterFor(timeZone).formatToParts(now);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  return formatIsoDate({ year: get('year'), month: get('month'), day: get('day') });
}

const canonicalNames = new Map<string, string | null>();

/** The canonical IANA name of a time zone, or null when Intl does not know it. */
export function canonicalTimeZone(timeZone: string): string | null {
  if (!timeZone || timeZone.length > 64) return null;
  // Remembered: building a formatter costs a phone ~1 ms, and every quote card's date asked
  // again (80 quotes: ~700 ms of a slowed phone's main thread on /quotes, issue 25).
  if (canonicalNames.has(timeZone)) return canonicalNames.get(timeZone)!;
  let name: string | null;
  try {
    name = new Intl.DateTimeFormat('en-US', { timeZone }).resolvedOptions().timeZone;
  } catch {
    name = null;
  }
  if (canonicalNames.size >= 100) canonicalNames.clear(); // names typed into the settings form
  canonicalNames.set(timeZone, name);
  return name;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Minutes after midnight of `now` in the space's `timeZone`; a zone Intl does not know counts as
 * DEFAULT_TIME_ZONE (as in `todayInSpaceZone`), so a bad stored zone never throws.
 */
export function minutesInZone(now: Date, timeZone: string): number {
  const zone = canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE;
  let f = clockFormatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: zone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    clockFormatters.set(zone, f);
  }
  const parts = f.formatToParts(now);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get('hour') * 60 + get('minute');
}

/** Days the couple has been together on `today`; 0 before the date itself. */
export function daysTogether(togetherSince: string, today: string): number {
  return Math.max(0, daysBetween(togetherSince, today));
}

/** Month and day of `iso` in `year`; 29 February becomes 28 February in a common year. */
export function moveToYear(iso: string, year: number): string {
  const { month, day } = parseIsoDate(iso);
  return formatIsoDate({ year, month, day: Math.min(day, daysInMonth(year, month)) });
}

/** The next time a yearly date comes round: this year, or next year when already past. Today counts. */
export function nextOccurrence(iso: string, today: string): string {
  const { year } = parseIsoDate(today);
  const thisYear = moveToYear(iso, year);
  return daysBetween(today, thisYear) >= 0 ? thisYear : moveToYear(iso, year + 1);
}

export interface Upcoming<T> {
  item: T;
  /** The calendar date it falls on next. */
  date: string;
  /** 0 when it is today. */
  daysLeft: number;
}

/** Every yearly date with its next occurrence, nearest first (ties keep the input order). */
export function upcomingDates<T extends { date: string }>(items: readonly T[], today: string): Upcoming<T>[] {
  return items
    .map((item) => {
      const date = nextOccurrence(item.date, today);
      return { item, date, daysLeft: daysBetween(today, date) };
    })
    .sort((a, b) => a.daysLeft - b.daysLeft);
}

/** The nearest next special date (spec §4), or null for an empty list. */
export function nextSpecialDate<T extends { date: string }>(items: readonly T[], today: string): Upcoming<T> | null {
  return upcomingDates(items, today)[0] ?? null;
}

/** Today in a stored zone name; an unknown name (never accepted, but old data) falls back to the default. */
export function todayInSpaceZone(now: Date, timeZone: string): string {
  return todayInZone(now, canonicalTimeZone(timeZone) ?? DEFAULT_TIME_ZONE);
}

/**
 * Milliseconds from `now` until the next calendar day begins in the space's time zone: found by
 * bisecting the next 26 hours for the first millisecond whose date differs, so a 23- or 25-hour
 * day at a DST change (and any offset) is exact without a time-zone table.
 */
export function msUntilNextDayInZone(now: Date, timeZone: string): number {
  const today = todayInSpaceZone(now, timeZone);
  let lo = 0;
  let hi = 26 * 3_600_000;
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2);
    if (todayInSpaceZone(new Date(now.getTime() + mid), timeZone) === today) lo = mid;
    else hi = mid;
  }
  return hi;
}

/**
 * Days from `start` to `end` as a range: '13–16 Haziran 2025', '28 Haziran – 2 Temmuz 2025',
 * '30 Aralık 2024 – 2 Ocak 2025' (in English '13–16 June 2025', the same shape).
 */
export function formatDateRange(start: string, end: string): string {
  const a = parseIsoDate(start);
  const b = parseIsoDate(end);
  if (start === end) return formatDate(start);
  if (a.year !== b.year) return `${formatDate(start)} – ${formatDate(end)}`;
  if (a.month !== b.month) return `${formatDate(start, { year: false })} – ${formatDate(end)}`;
  return `${a.day}–${formatDate(end)}`;
}

/** An instant as '24 Kasım 2026 14:05' in this device's own time (a signed-in device, a push device). */
export function formatMoment(isoInstant: string): string {
  const d = new Date(isoInstant);
  return dateWords.moment(formatDate(formatIsoDate({ year: d.getFullYear(), month: d.getMonth() + 1, day: d.getDate() })), d.getHours(), d.getMinutes());
}

/** An instant (e.g. a quote's createdAt) as a date in the space's time zone. */
export function formatInstant(isoInstant: string, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatDate(todayInSpaceZone(new Date(isoInstant), timeZone));
}

/** A whole count with its thousands grouped the active language's way (1.234; 1,234). */
export const formatCount = (n: number): string => dateWords.count(n);

/** @deprecated The names of before decision 030: they write the active language's date. */
export const formatTurkishDate = formatDate;
/** @deprecated See formatTurkishDate. */
export const formatLocalMoment = formatMoment;
/** @deprecated See formatTurkishDate. */
export const formatTurkishInstant = formatInstant;
