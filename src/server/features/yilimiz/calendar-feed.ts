import ical, { ICalEventRepeatingFreq } from 'ical-generator';
import { addDays, daysBetween, moveToYear, parseIsoDate } from '../../../shared/dates';
import { milestoneDays, yilimizMessages as ym, type Milestone } from '../../../shared/yilimiz';
import { currentLanguage } from '../../../shared/i18n/words';
import { tripsMessages } from '../../../shared/trips-words';
import { capsuleMessages } from '../../../shared/capsules-words';

/** How far ahead the milestone days go (they are single events: each carries its own number). */
export const FEED_YEARS_AHEAD = 10;

/** A calendar date as ical-generator's all-day start: midnight UTC, written back as the same YYYYMMDD. */
const allDay = (iso: string) => new Date(`${iso}T00:00:00Z`);

export interface FeedInput {
  spaceName: string;
  togetherSince: string;
  today: string;
  now: Date;
  dates: { id: string; name: string; date: string }[];
  memories: { id: string; title: string; date: string }[] | null;
  /** Trips (issue 37): each one event over its days. */
  trips: { id: string; name: string; startDate: string; endDate: string }[];
  /** Time capsules' opening days (issue 36). */
  capsules?: { id: string; title: string; date: string }[];
}

/** Every milestone from the together-since date to `until`: day counts and anniversaries. */
export function milestonesUntil(togetherSince: string, until: string): Milestone[] {
  const found: Milestone[] = [];
  const last = daysBetween(togetherSince, until);
  for (const n of milestoneDays()) {
    if (n > last) break;
    found.push({ kind: 'days', n, date: addDays(togetherSince, n) });
  }
  const start = parseIsoDate(togetherSince).year;
  for (let k = 1; start + k <= parseIsoDate(until).year; k++) {
    const date = moveToYear(togetherSince, start + k);
    if (date <= until) found.push({ kind: 'years', n: k, date });
  }
  return found.sort((a, b) => a.date.localeCompare(b.date));
}

/**
 * The member's calendar (RFC 5545, made by ical-generator): special dates and birthdays as yearly
 * all-day events (a 29 February one on the last day of February, as the app celebrates it), the
 * milestone days, the trips over their days, and the days of memories when asked for. All-day dates are calendar dates of the
 * space, written as DATE values, so no time zone can move them. UIDs are stable per record.
 */
export function buildFeed(input: FeedInput): string {
  const calendar = ical({ name: ym.calendarName(input.spaceName), prodId: { company: 'Defterimiz', product: 'Defterimiz', language: currentLanguage().toUpperCase() } });
  for (const d of input.dates) {
    const { month, day } = parseIsoDate(d.date);
    const leapDay = month === 2 && day === 29;
    calendar.createEvent({
      id: `ozel-gun-${d.id}@defterimiz`,
      stamp: input.now,
      start: allDay(d.date),
      allDay: true,
      summary: d.name,
      repeating: leapDay ? { freq: ICalEventRepeatingFreq.YEARLY, byMonth: [2], byMonthDay: [-1] } : { freq: ICalEventRepeatingFreq.YEARLY },
    });
  }
  const until = addDays(input.today, FEED_YEARS_AHEAD * 365);
  for (const m of milestonesUntil(input.togetherSince, until)) {
    calendar.createEvent({ id: `kilometre-tasi-${m.kind}-${m.n}@defterimiz`, stamp: input.now, start: allDay(m.date), allDay: true, summary: ym.milestoneEvent(m) });
  }
  for (const trip of input.trips) {
    // An all-day event's end is the day after its last (RFC 5545: DTEND is not part of it).
    calendar.createEvent({ id: `seyahat-${trip.id}@defterimiz`, stamp: input.now, start: allDay(trip.startDate), end: allDay(addDays(trip.endDate, 1)), allDay: true, summary: tripsMessages.calendarEvent(trip.name) });
  }
  for (const capsule of input.capsules ?? []) {
    calendar.createEvent({ id: `kapsul-${capsule.id}@defterimiz`, stamp: input.now, start: allDay(capsule.date), allDay: true, summary: capsuleMessages.calendarEvent(capsule.title) });
  }
  for (const memory of input.memories ?? []) {
    calendar.createEvent({ id: `ani-${memory.id}@defterimiz`, stamp: input.now, start: allDay(memory.date), allDay: true, summary: ym.memoryEvent(memory.title) });
  }
  return calendar.toString();
}
