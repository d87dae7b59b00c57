import { describe, expect, it } from 'vitest';
import { addDays, dayNumber } from '../../../shared/dates';
import { NO_REPEAT_DAYS, scheduledTitle, type UsedDay } from './schedule';

const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `tt${prefix}${String(i).padStart(6, '0')}`);
const easy = ids('1', 650);
const hard = ids('2', 650);
const all = [...easy, ...hard];
const tiers = { easy, hard, mixed: all } as const;

function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed / 2 ** 31;
  };
}

/**
 * Three years of one space, the way the server chooses days: today's game every day (opened by
 * whichever member comes first), past days opened as practice in between — days before the space
 * existed too — and the 'Zorluk' changed now and then. Returns day → title.
 */
function simulate(space: string, start = '2026-01-01', years = 3): Map<string, string> {
  const chosen = new Map<string, string>();
  const rnd = random(7);
  let difficulty: keyof typeof tiers = 'mixed';
  const open = (day: string) => {
    if (chosen.has(day)) return chosen.get(day)!;
    const used: UsedDay[] = [];
    for (const [d, imdbId] of chosen) if (Math.abs(dayNumber(d) - dayNumber(day)) <= NO_REPEAT_DAYS) used.push({ day: d, imdbId });
    const id = scheduledTitle(space, day, tiers[difficulty], all, used);
    chosen.set(day, id);
    return id;
  };
  for (let i = 0; i < years * 365; i++) {
    const today = addDays(start, i);
    if (i % 120 === 60) difficulty = (['easy', 'hard', 'mixed'] as const)[(i / 120) % 3 | 0];
    const ownerSees = open(today);
    expect(open(today)).toBe(ownerSees); // the partner, later the same day
    if (i % 3 === 0) open(addDays(today, -1 - Math.floor(rnd() * 365))); // a practice day
  }
  return chosen;
}

function closestRepeat(chosen: Map<string, string>): number {
  const daysOf = new Map<string, number[]>();
  for (const [day, id] of chosen) daysOf.set(id, [...(daysOf.get(id) ?? []), dayNumber(day)]);
  let closest = Infinity;
  for (const days of daysOf.values()) {
    days.sort((a, b) => a - b);
    for (let i = 1; i < days.length; i++) closest = Math.min(closest, days[i] - days[i - 1]);
  }
  return closest;
}

describe('the daily schedule (decision 025)', () => {
  it('three simulated years with practice days and Zorluk changes: no title twice within 365 days', () => {
    const chosen = simulate('space-a');
    expect(chosen.size).toBeGreaterThan(3 * 365 + 50); // today's games and the days before the space practised
    expect(closestRepeat(chosen)).toBeGreaterThan(NO_REPEAT_DAYS);
  });

  it('is the same for both members, on any server, in any order of asking; another space differs', () => {
    const a = simulate('space-a');
    expect(simulate('space-a')).toEqual(a);
    const b = simulate('space-b');
    const same = [...a].filter(([day, id]) => b.get(day) === id).length;
    expect(same).toBeLessThan(a.size / 50);
  });

  it('a day before the space existed gets a title from the same schedule', () => {
    const used: UsedDay[] = [{ day: '2026-01-01', imdbId: all[0] }];
    const past = scheduledTitle('space-a', '2025-06-01', all, all, used);
    expect(scheduledTitle('space-a', '2025-06-01', all, all, used)).toBe(past);
    expect(past).not.toBe(all[0]); // 214 days from a day holding it
  });

  it("keeps to the Zorluk's titles while they last, then takes others rather than repeat", () => {
    const tier = ids('3', 3);
    const pool = [...tier, ...ids('4', 10)];
    const used = tier.map((imdbId, i) => ({ day: addDays('2026-05-10', -1 - i), imdbId }));
    expect(tier).toContain(scheduledTitle('s', '2026-05-10', tier, pool, used.slice(0, 2)));
    const next = scheduledTitle('s', '2026-05-10', tier, pool, used);
    expect(pool.slice(3)).toContain(next);
  });

  it('with fewer titles than days in the window, takes the one used longest ago', () => {
    const pool = ids('5', 3);
    const used = [
      { day: '2026-05-09', imdbId: pool[0] },
      { day: '2026-02-01', imdbId: pool[1] },
      { day: '2026-04-01', imdbId: pool[2] },
    ];
    expect(scheduledTitle('s', '2026-05-10', pool, pool, used)).toBe(pool[1]);
    expect(() => scheduledTitle('s', '2026-05-10', [], [], [])).toThrow();
  });
});
