/**
 * Milestone days and the review's season: the rules home's Yılımız cards need, apart from
 * yilimiz.ts (which brings Yılımız' words along; it re-exports these), decision 020.
 */
import { addDays, daysBetween, moveToYear, parseIsoDate } from './dates';
import type { Milestone } from './milestone-words';

/** The home card shows the review from 1 December to 31 January. */
export function reviewSeasonYear(today: string): number | null {
  const { year, month } = parseIsoDate(today);
  if (month === 12) return year;
  if (month === 1) return year - 1;
  return null;
}

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
