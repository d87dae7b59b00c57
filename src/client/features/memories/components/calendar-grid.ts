import { dayNumber, daysInMonth, formatIsoDate } from '../../../../shared/dates';
import { dateWords } from '../../../../shared/dates-words';

/** Monday first, in the active language. */
export const weekdayLabels = dateWords.weekdaysShort;

/** The cells of a month, Monday first: null for the blanks before the 1st and after the last day. */
export function monthCells(month: string): (string | null)[] {
  const [year, mon] = month.split('-').map(Number);
  const first = formatIsoDate({ year, month: mon, day: 1 });
  // 1970-01-01 (day 0) was a Thursday; Monday is 0 here.
  const offset = (((dayNumber(first) + 3) % 7) + 7) % 7;
  const days = daysInMonth(year, mon);
  const cells: (string | null)[] = Array.from({ length: offset }, () => null);
  for (let d = 1; d <= days; d++) cells.push(formatIsoDate({ year, month: mon, day: d }));
  while (cells.length % 7) cells.push(null);
  return cells;
}

export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** 'Mayıs 2025' ('May 2025'), by hand (decision 019: no Intl formatter on a first render). */
export function monthTitle(month: string): string {
  const [year, mon] = month.split('-').map(Number);
  return dateWords.monthYear(dateWords.months[mon - 1], year);
}
