import { describe, expect, it } from 'vitest';
import { daysOfYear, formatRating, milestonesOn, nextMilestone, reviewSeasonYear, yilimizMessages as m } from './yilimiz';

describe('milestones', () => {
  it('the 100th, 500th and every 1,000th day, counted like the home card', () => {
    expect(milestonesOn('2024-02-03', '2024-05-13')).toEqual([{ kind: 'days', n: 100, date: '2024-05-13' }]);
    expect(milestonesOn('2024-02-03', '2024-05-12')).toEqual([]);
    expect(milestonesOn('2020-01-01', '2022-09-27').map((x) => x.n)).toEqual([1000]);
    expect(milestonesOn('2020-01-01', '2020-01-01')).toEqual([]);
  });

  it('anniversaries, a 29 February one on 28 February in a common year', () => {
    expect(milestonesOn('2024-02-29', '2025-02-28')).toEqual([{ kind: 'years', n: 1, date: '2025-02-28' }]);
    expect(milestonesOn('2024-02-29', '2028-02-29')).toEqual([{ kind: 'years', n: 4, date: '2028-02-29' }]);
    expect(milestonesOn('2024-02-29', '2028-02-28')).toEqual([]);
  });

  it('the next milestone, today included', () => {
    expect(nextMilestone('2024-02-03', '2024-05-13')).toEqual({ kind: 'days', n: 100, date: '2024-05-13', daysLeft: 0 });
    expect(nextMilestone('2024-02-03', '2024-05-14')).toMatchObject({ kind: 'years', n: 1, date: '2025-02-03' });
    expect(nextMilestone('2024-02-03', '2024-12-01')).toEqual({ kind: 'years', n: 1, date: '2025-02-03', daysLeft: 64 });
    expect(nextMilestone('2024-02-03', '2025-02-04')).toMatchObject({ kind: 'days', n: 500, date: '2025-06-17' });
    expect(m.nextMilestone({ kind: 'days', n: 1000, date: '2026-10-30', daysLeft: 3 })).toBe('1000. gününüz: 3 gün kaldı');
    // As the issue writes it: "Bugün birlikte 1000. gününüz!"; five digits are grouped.
    expect(m.milestoneToday({ kind: 'days', n: 1000, date: '2026-10-30' })).toBe('Bugün birlikte 1000. gününüz!');
    expect(m.milestoneToday({ kind: 'days', n: 10000, date: '2051-06-21' })).toBe('Bugün birlikte 10.000. gününüz!');
  });

  it('days of a year, the review season and Turkish decimals', () => {
    expect(daysOfYear('2024-02-03', 2024, '2025-01-10')).toEqual({ thisYear: 332, total: 332 });
    expect(daysOfYear('2024-02-03', 2023, '2025-01-10')).toEqual({ thisYear: 0, total: 0 });
    expect(reviewSeasonYear('2025-12-01')).toBe(2025);
    expect(reviewSeasonYear('2026-01-31')).toBe(2025);
    expect(reviewSeasonYear('2026-02-01')).toBeNull();
    expect(reviewSeasonYear('2026-11-30')).toBeNull();
    expect(formatRating(8.25)).toBe('8,3');
    expect(formatRating(9)).toBe('9');
  });
});
