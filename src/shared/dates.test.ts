import { describe, expect, it } from 'vitest';
import {
  addDays,
  canonicalTimeZone,
  dayNumber,
  formatTurkishDate,
  formatTurkishInstant,
  daysBetween,
  daysTogether,
  fromDayNumber,
  minutesInZone,
  moveToYear,
  nextOccurrence,
  nextSpecialDate,
  todayInZone,
  upcomingDates,
} from './dates';
import { msUntilNextDayInZone } from './dates';
import { countdownText } from './movie-game-words';

describe('whole-day numbers', () => {
  it('counts from 1970-01-01 and round-trips', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2000-03-01') - dayNumber('2000-02-28')).toBe(2);
    expect(dayNumber('1900-03-01') - dayNumber('1900-02-28')).toBe(1);
    for (let n = dayNumber('0001-01-01'); n < dayNumber('9999-12-31'); n += 997) {
      expect(dayNumber(fromDayNumber(n))).toBe(n);
    }
  });

  it('agrees with the UTC calendar for every day of several years', () => {
    let iso = '1999-12-25';
    for (let i = 0; i < 3000; i++) {
      const next = addDays(iso, 1);
      const utc = new Date(`${iso}T12:00:00Z`);
      utc.setUTCDate(utc.getUTCDate() + 1);
      expect(next).toBe(utc.toISOString().slice(0, 10));
      iso = next;
    }
  });

  it('days between, across a year end and a leap year', () => {
    expect(daysBetween('2024-12-31', '2025-01-01')).toBe(1);
    expect(daysBetween('2024-01-01', '2025-01-01')).toBe(366);
    expect(daysBetween('2023-01-01', '2024-01-01')).toBe(365);
    expect(daysBetween('2025-01-01', '2024-12-31')).toBe(-1);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2023-02-28', 1)).toBe('2023-03-01');
    expect(addDays('2025-01-02', -3)).toBe('2024-12-30');
  });
});

describe('today in a time zone', () => {
  it('Europe/Istanbul is UTC+3 all year (no DST since 2016), midnight included', () => {
    expect(todayInZone(new Date('2024-12-31T20:59:59Z'), 'Europe/Istanbul')).toBe('2024-12-31');
    expect(todayInZone(new Date('2024-12-31T21:00:00Z'), 'Europe/Istanbul')).toBe('2025-01-01');
    expect(todayInZone(new Date('2024-07-14T20:59:59.999Z'), 'Europe/Istanbul')).toBe('2024-07-14');
    expect(todayInZone(new Date('2024-07-14T21:00:00Z'), 'Europe/Istanbul')).toBe('2024-07-15');
  });

  it('defaults to Europe/Istanbul', () => {
    expect(todayInZone(new Date('2025-03-01T21:30:00Z'))).toBe('2025-03-02');
  });

  it('Europe/Berlin around the spring and autumn changes', () => {
    // 31 March 2024: 02:00 CET → 03:00 CEST, a 23-hour day.
    expect(todayInZone(new Date('2024-03-30T22:59:59Z'), 'Europe/Berlin')).toBe('2024-03-30');
    expect(todayInZone(new Date('2024-03-30T23:00:00Z'), 'Europe/Berlin')).toBe('2024-03-31');
    expect(todayInZone(new Date('2024-03-31T21:59:59Z'), 'Europe/Berlin')).toBe('2024-03-31');
    expect(todayInZone(new Date('2024-03-31T22:00:00Z'), 'Europe/Berlin')).toBe('2024-04-01');
    // 27 October 2024: 03:00 CEST → 02:00 CET, a 25-hour day.
    expect(todayInZone(new Date('2024-10-26T22:00:00Z'), 'Europe/Berlin')).toBe('2024-10-27');
    expect(todayInZone(new Date('2024-10-27T22:59:59Z'), 'Europe/Berlin')).toBe('2024-10-27');
    expect(todayInZone(new Date('2024-10-27T23:00:00Z'), 'Europe/Berlin')).toBe('2024-10-28');
  });

  it('America/New_York around the spring and autumn changes', () => {
    // 10 March 2024: 02:00 EST → 03:00 EDT.
    expect(todayInZone(new Date('2024-03-10T04:59:59Z'), 'America/New_York')).toBe('2024-03-09');
    expect(todayInZone(new Date('2024-03-10T05:00:00Z'), 'America/New_York')).toBe('2024-03-10');
    expect(todayInZone(new Date('2024-03-11T03:59:59Z'), 'America/New_York')).toBe('2024-03-10');
    expect(todayInZone(new Date('2024-03-11T04:00:00Z'), 'America/New_York')).toBe('2024-03-11');
    // 3 November 2024: 02:00 EDT → 01:00 EST.
    expect(todayInZone(new Date('2024-11-03T04:00:00Z'), 'America/New_York')).toBe('2024-11-03');
    expect(todayInZone(new Date('2024-11-04T04:59:59Z'), 'America/New_York')).toBe('2024-11-03');
    expect(todayInZone(new Date('2024-11-04T05:00:00Z'), 'America/New_York')).toBe('2024-11-04');
  });

  it('a zone far from UTC: the same instant is two different days', () => {
    const instant = new Date('2024-06-01T11:30:00Z');
    expect(todayInZone(instant, 'Pacific/Kiritimati')).toBe('2024-06-02');
    expect(todayInZone(instant, 'Pacific/Pago_Pago')).toBe('2024-06-01');
  });

  it('knows which zone names are real', () => {
    expect(canonicalTimeZone('Europe/Istanbul')).toBe('Europe/Istanbul');
    expect(canonicalTimeZone('europe/berlin')).toBe('Europe/Berlin');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });

  it('minutes after midnight in the space\'s zone; a zone Intl does not know counts as Istanbul, never throws', () => {
    const instant = new Date('2026-03-10T20:30:00Z');
    expect(minutesInZone(instant, 'Europe/Istanbul')).toBe(23 * 60 + 30);
    expect(minutesInZone(instant, 'America/New_York')).toBe(16 * 60 + 30);
    expect(minutesInZone(new Date('2026-03-10T21:05:00Z'), 'Europe/Istanbul')).toBe(5); // 00:05, not 24:05
    expect(() => minutesInZone(instant, 'Mars/Olympus')).not.toThrow();
    expect(minutesInZone(instant, 'Mars/Olympus')).toBe(23 * 60 + 30);
    expect(minutesInZone(instant, '')).toBe(23 * 60 + 30);
  });
});

describe('days together', () => {
  it('counts calendar days, not 24-hour spans, through DST changes', () => {
    // Counted at 00:30 local time on each side of the Berlin change: one more day each day.
    const zone = 'Europe/Berlin';
    const before = todayInZone(new Date('2024-03-30T23:30:00Z'), zone); // 31 March 00:30 CET
    const after = todayInZone(new Date('2024-03-31T22:30:00Z'), zone); // 1 April 00:30 CEST
    expect(daysTogether('2024-03-01', before)).toBe(30);
    expect(daysTogether('2024-03-01', after)).toBe(31);
    // Dividing milliseconds would have said 0.958 days here.
    expect(daysBetween(before, after)).toBe(1);
  });

  it('is 0 on the day itself and before it', () => {
    expect(daysTogether('2024-02-03', '2024-02-03')).toBe(0);
    expect(daysTogether('2024-02-03', '2024-02-04')).toBe(1);
    expect(daysTogether('2024-02-03', '2024-01-01')).toBe(0);
    expect(daysTogether('2024-02-03', '2025-02-03')).toBe(366);
  });

  it('just before and after midnight in Istanbul', () => {
    const since = '2023-05-20';
    const late = todayInZone(new Date('2024-05-19T20:59:59Z'), 'Europe/Istanbul');
    const early = todayInZone(new Date('2024-05-19T21:00:00Z'), 'Europe/Istanbul');
    expect(daysTogether(since, late)).toBe(365);
    expect(daysTogether(since, early)).toBe(366);
  });
});

describe('next special date (spec §4)', () => {
  it('moves a date to this year, or next year when already past; today counts as 0', () => {
    expect(nextOccurrence('2024-02-14', '2025-02-10')).toBe('2025-02-14');
    expect(nextOccurrence('2024-02-14', '2025-02-14')).toBe('2025-02-14');
    expect(nextOccurrence('2024-02-14', '2025-02-15')).toBe('2026-02-14');
  });

  it('across the year end', () => {
    const dates = [
      { name: 'Sevgililer Günü', date: '2024-02-14' },
      { name: 'Yılbaşı', date: '2020-01-01' },
      { name: 'Ay Dönümümüz', date: '2024-02-03' },
    ];
    expect(nextSpecialDate(dates, '2025-12-30')).toEqual({ item: dates[1], date: '2026-01-01', daysLeft: 2 });
    expect(nextSpecialDate(dates, '2025-12-31')).toMatchObject({ date: '2026-01-01', daysLeft: 1 });
    expect(nextSpecialDate(dates, '2026-01-01')).toMatchObject({ date: '2026-01-01', daysLeft: 0 });
    expect(nextSpecialDate(dates, '2026-01-02')).toMatchObject({ item: dates[2], date: '2026-02-03', daysLeft: 32 });
    expect(nextSpecialDate([{ date: '2024-12-31' }], '2025-12-31')).toMatchObject({ daysLeft: 0 });
    expect(nextSpecialDate([{ date: '2024-12-31' }], '2026-01-01')).toMatchObject({ date: '2026-12-31', daysLeft: 364 });
  });

  it('29 February falls on 28 February in a common year', () => {
    expect(moveToYear('2024-02-29', 2025)).toBe('2025-02-28');
    expect(moveToYear('2024-02-29', 2028)).toBe('2028-02-29');
    expect(nextOccurrence('2024-02-29', '2025-01-10')).toBe('2025-02-28');
    expect(nextOccurrence('2024-02-29', '2025-02-28')).toBe('2025-02-28');
    // Past in 2027 (28 Feb), next comes round in the leap year 2028 on the 29th.
    expect(nextOccurrence('2024-02-29', '2027-03-01')).toBe('2028-02-29');
    expect(nextSpecialDate([{ date: '2024-02-29' }], '2028-02-28')).toMatchObject({ date: '2028-02-29', daysLeft: 1 });
    // A date seen from 29 February of a leap year.
    expect(nextSpecialDate([{ date: '2023-03-01' }], '2024-02-29')).toMatchObject({ date: '2024-03-01', daysLeft: 1 });
    expect(nextSpecialDate([{ date: '2023-02-28' }], '2024-02-29')).toMatchObject({ date: '2025-02-28', daysLeft: 365 });
  });

  it('is DST-proof: the countdown falls by exactly one each local day', () => {
    const zone = 'America/New_York';
    const dates = [{ date: '2020-03-12' }];
    // 00:30 local time each day: EST before the change, EDT after it.
    const days = ['2024-03-09T05:30:00Z', '2024-03-10T05:30:00Z', '2024-03-11T04:30:00Z', '2024-03-12T04:30:00Z'].map(
      (t) => nextSpecialDate(dates, todayInZone(new Date(t), zone))!.daysLeft,
    );
    expect(days).toEqual([3, 2, 1, 0]);
  });

  it('nearest first, ties keep the list order; an empty list has none', () => {
    const list = [
      { id: 'a', date: '2024-06-01' },
      { id: 'b', date: '2020-06-01' },
      { id: 'c', date: '2020-05-01' },
    ];
    expect(upcomingDates(list, '2025-04-01').map((u) => u.item.id)).toEqual(['c', 'a', 'b']);
    expect(nextSpecialDate([], '2025-04-01')).toBeNull();
  });
});

describe('Turkish date formatting', () => {
  it('formats calendar dates and instants in the space zone', () => {
    expect(formatTurkishDate('2025-02-14')).toBe('14 Şubat 2025');
    expect(formatTurkishDate('2025-02-14', { year: false })).toBe('14 Şubat');
    expect(formatTurkishDate('2025-02-14', { weekday: true })).toBe('14 Şubat 2025 Cuma');
    expect(formatTurkishInstant('2024-12-31T21:30:00Z', 'Europe/Istanbul')).toBe('1 Ocak 2025');
    expect(formatTurkishInstant('2024-12-31T21:30:00Z', 'America/New_York')).toBe('31 Aralık 2024');
  });

  it("writes every day of 2023–2028 as Intl's tr-TR does, with and without year and weekday", () => {
    const combos = [{}, { year: false }, { weekday: true }, { year: false, weekday: true }];
    for (let t = Date.UTC(2023, 0, 1, 12); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
      const iso = new Date(t).toISOString().slice(0, 10);
      for (const options of combos) {
        const intl = new Intl.DateTimeFormat('tr-TR', {
          timeZone: 'UTC',
          day: 'numeric',
          month: 'long',
          ...(options.year === false ? {} : { year: 'numeric' }),
          ...(options.weekday ? { weekday: 'long' } : {}),
        });
        expect(formatTurkishDate(iso, options)).toBe(intl.format(new Date(t)));
      }
    }
  });
});

describe('msUntilNextDayInZone (the game countdown)', () => {
  it('counts to midnight in the space time zone, on 23- and 25-hour days too', () => {
    // 22:00 in Istanbul (UTC+3): two hours left.
    expect(msUntilNextDayInZone(new Date('2026-03-10T19:00:00Z'), 'Europe/Istanbul')).toBe(2 * 3_600_000);
    // 23:59:59.500 in Istanbul: half a second.
    expect(msUntilNextDayInZone(new Date('2026-03-10T20:59:59.500Z'), 'Europe/Istanbul')).toBe(500);
    // Berlin, 29 March 2026 (spring forward, 23 hours): from 00:00 CET it is 23 hours to the 30th.
    expect(msUntilNextDayInZone(new Date('2026-03-28T23:00:00Z'), 'Europe/Berlin')).toBe(23 * 3_600_000);
    // Berlin, 25 October 2026 (fall back, 25 hours).
    expect(msUntilNextDayInZone(new Date('2026-10-24T22:00:00Z'), 'Europe/Berlin')).toBe(25 * 3_600_000);
    // An unknown stored zone counts as Istanbul, never throws.
    expect(msUntilNextDayInZone(new Date('2026-03-10T19:00:00Z'), 'Mars/Olympus')).toBe(2 * 3_600_000);
  });

  it("is written 'Yeni film sa:dk:sn sonra'", () => {
    expect(countdownText(2 * 3_600_000 + 5 * 60_000 + 9_000)).toBe('Yeni film 02:05:09 sonra');
    expect(countdownText(500)).toBe('Yeni film 00:00:01 sonra');
    expect(countdownText(-3)).toBe('Yeni film 00:00:00 sonra');
  });
});
