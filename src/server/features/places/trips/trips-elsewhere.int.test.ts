import { describe, expect, it } from 'vitest';
import ICAL from 'ical.js';
import { useCoupleApp } from '../../../testing/couple-app';
import { createCouple, type Couple } from '../../../testing/fixtures';
import type { HomeData } from '../../../../shared/home';
import type { YearInReview } from '../../../../shared/yilimiz';

/** Issue 37: a trip on home (the countdown), in the calendar feed, and in Yılımız. */
describe('a trip elsewhere in the app', () => {
  // 1 June 2025, 23:30 in İstanbul (20:30 UTC): the space's today is the 1st.
  const clock = { now: new Date('2025-06-01T20:30:00Z') };
  const t = useCoupleApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
  const add = async (member: Couple['owner'], name: string, startDate: string, endDate: string) =>
    (await member.api({ method: 'POST', url: '/api/trips', payload: { name, startDate, endDate } })).json().trip.id as string;
  const home = async (member: Couple['owner']) => ((await member.api({ url: '/api/home' })).json() as HomeData).nextTrip;

  it("home counts down to the nearest trip that has not started, in the space's days", async () => {
    expect(await home(t.c.owner)).toBeNull();
    await add(t.c.owner, 'Geçmiş', '2025-05-01', '2025-05-03');
    expect(await home(t.c.owner)).toBeNull();
    const later = await add(t.c.owner, 'Mardin', '2025-08-01', '2025-08-04');
    const kapadokya = await add(t.c.partner, 'Kapadokya', '2025-06-13', '2025-06-16');
    expect(await home(t.c.owner)).toEqual({ id: kapadokya, name: 'Kapadokya', startDate: '2025-06-13', daysLeft: 12 });
    // 21:00 UTC is midnight in İstanbul: one day less.
    clock.now = new Date('2025-06-01T21:00:00Z');
    expect((await home(t.c.partner))?.daysLeft).toBe(11);
    // On its first day it is still home's (0: it starts today); the day after, the next one is.
    clock.now = new Date('2025-06-13T09:00:00Z');
    expect(await home(t.c.owner)).toMatchObject({ id: kapadokya, daysLeft: 0 });
    clock.now = new Date('2025-06-14T09:00:00Z');
    expect(await home(t.c.owner)).toMatchObject({ id: later, daysLeft: 48 });
    const other = await createCouple(t.app, ['Zeynep', 'Can']);
    expect(await home(other.owner)).toBeNull();
    clock.now = new Date('2025-06-01T20:30:00Z');
  });

  it('the calendar feed has each trip as one all-day event over its days', async () => {
    const url = (await t.c.owner.api({ method: 'POST', url: '/api/calendar-feed', payload: {} })).json().url as string;
    const res = await t.app.inject({ url: new URL(url).pathname });
    const events = new ICAL.Component(ICAL.parse(res.body)).getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
    const trip = events.find((e) => e.summary === 'Seyahat: Kapadokya')!;
    expect(trip.startDate.isDate).toBe(true);
    expect(trip.startDate.toString()).toBe('2025-06-13');
    // DTEND is the day after the last: the 16th is inside, the 17th is not.
    expect(trip.endDate.toString()).toBe('2025-06-17');
    expect(trip.uid).toMatch(/^seyahat-[0-9a-f-]{36}@defterimiz$/);
    expect(events.filter((e) => e.summary.startsWith('Seyahat:')).map((e) => e.summary).sort()).toEqual(['Seyahat: Geçmiş', 'Seyahat: Kapadokya', 'Seyahat: Mardin']);
  });

  it("Yılımız lists the year's trips in order, those that have ended with their story", async () => {
    await add(t.c.owner, 'Geçen yıl', '2024-12-30', '2025-01-02');
    const review = (await t.c.owner.api({ url: '/api/yilimiz/2025' })).json() as YearInReview;
    expect(review.trips.map((trip) => [trip.name, trip.startDate, trip.ended])).toEqual([
      ['Geçmiş', '2025-05-01', true],
      ['Kapadokya', '2025-06-13', false],
      ['Mardin', '2025-08-01', false],
    ]);
    expect(((await t.c.owner.api({ url: '/api/yilimiz/2024' })).json() as YearInReview).trips.map((trip) => trip.name)).toEqual(['Geçen yıl']);
  });
});
