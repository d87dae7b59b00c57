import { describe, expect, it } from 'vitest';
import {
  compareGuess,
  compareLists,
  compareName,
  compareNumber,
  computeStreak,
  gameColumns,
  pickDaily,
  shareRow,
  shareText,
  type GameFacts,
} from './game-rules';

const answer: GameFacts = {
  id: 'tt1375666',
  type: 'movie',
  director: 'Christopher Nolan',
  genres: ['Action', 'Adventure', 'Sci-Fi'],
  year: 2010,
  runtime: 148,
  actors: ['Leonardo DiCaprio', 'Joseph Gordon-Levitt', 'Elliot Page'],
  imdbRating: 8.8,
};

describe('compareName (type, director)', () => {
  it('is green when equal ignoring case and spacing, red otherwise', () => {
    expect(compareName('christopher NOLAN', 'Christopher Nolan')).toEqual({ verdict: 'correct' });
    expect(compareName(' Christopher  Nolan ', 'Christopher Nolan')).toEqual({ verdict: 'correct' });
    expect(compareName('Christopher Nola', 'Christopher Nolan')).toEqual({ verdict: 'wrong' });
    expect(compareName('Series', 'movie')).toEqual({ verdict: 'wrong' });
  });

  it('folds the Turkish dotted and dotless I both ways', () => {
    expect(compareName('İNCİ', 'inci')).toEqual({ verdict: 'correct' });
    expect(compareName('IŞIK', 'ışık')).toEqual({ verdict: 'correct' });
    expect(compareName('INCEPTION', 'inception')).toEqual({ verdict: 'correct' });
  });

  it('is red when either side is missing, even when both are', () => {
    expect(compareName('', '')).toEqual({ verdict: 'wrong' });
    expect(compareName('N/A', 'N/A')).toEqual({ verdict: 'wrong' });
    expect(compareName(null, 'Nolan')).toEqual({ verdict: 'wrong' });
    expect(compareName('Nolan', undefined)).toEqual({ verdict: 'wrong' });
  });
});

describe('compareLists (genres, actors)', () => {
  it('is green with one shared item, ignoring case', () => {
    expect(compareLists(['Drama', 'sci-fi'], answer.genres)).toEqual({ verdict: 'correct' });
    expect(compareLists(['leonardo dicaprio'], answer.actors)).toEqual({ verdict: 'correct' });
  });
  it('is red with nothing shared, never yellow', () => {
    expect(compareLists(['Drama', 'Romance'], answer.genres)).toEqual({ verdict: 'wrong' });
    expect(compareLists(['Leonardo'], answer.actors)).toEqual({ verdict: 'wrong' });
  });
  it('is red when a list is empty or only holds missing values', () => {
    expect(compareLists([], answer.genres)).toEqual({ verdict: 'wrong' });
    expect(compareLists(['Drama'], [])).toEqual({ verdict: 'wrong' });
    expect(compareLists(['N/A'], ['N/A'])).toEqual({ verdict: 'wrong' });
  });
});

describe('compareNumber', () => {
  it('year: equal green, within 5 yellow with an arrow, 6 away red with an arrow', () => {
    expect(compareNumber(2010, 2010, 5)).toEqual({ verdict: 'correct' });
    expect(compareNumber(2005, 2010, 5)).toEqual({ verdict: 'close', arrow: 'up' });
    expect(compareNumber(2015, 2010, 5)).toEqual({ verdict: 'close', arrow: 'down' });
    expect(compareNumber(2004, 2010, 5)).toEqual({ verdict: 'wrong', arrow: 'up' });
    expect(compareNumber(2016, 2010, 5)).toEqual({ verdict: 'wrong', arrow: 'down' });
  });
  it('runtime: within 30 minutes yellow, 31 red', () => {
    expect(compareNumber(118, 148, 30)).toEqual({ verdict: 'close', arrow: 'up' });
    expect(compareNumber(178, 148, 30)).toEqual({ verdict: 'close', arrow: 'down' });
    expect(compareNumber(117, 148, 30)).toEqual({ verdict: 'wrong', arrow: 'up' });
    expect(compareNumber(179, 148, 30)).toEqual({ verdict: 'wrong', arrow: 'down' });
  });
  it('rating: within 1 point yellow without floating-point slips, 1.1 red', () => {
    expect(compareNumber(8.8, 8.8, 1, 10)).toEqual({ verdict: 'correct' });
    expect(compareNumber(7.8, 8.8, 1, 10)).toEqual({ verdict: 'close', arrow: 'up' });
    expect(compareNumber(7.1, 8.1, 1, 10)).toEqual({ verdict: 'close', arrow: 'up' });
    expect(compareNumber(9.8, 8.8, 1, 10)).toEqual({ verdict: 'close', arrow: 'down' });
    expect(compareNumber(7.7, 8.8, 1, 10)).toEqual({ verdict: 'wrong', arrow: 'up' });
  });
  it('is red with no arrow when a value is missing', () => {
    expect(compareNumber(null, 2010, 5)).toEqual({ verdict: 'wrong' });
    expect(compareNumber(2010, null, 5)).toEqual({ verdict: 'wrong' });
    expect(compareNumber(null, null, 5)).toEqual({ verdict: 'wrong' });
    expect(compareNumber(Number.NaN, 2010, 5)).toEqual({ verdict: 'wrong' });
  });
});

describe('compareGuess', () => {
  it('gives 8 cells in the spec order, all green for the answer itself', () => {
    const cells = compareGuess(answer, answer);
    expect(cells).toHaveLength(gameColumns.length);
    expect(cells.every((c) => c.verdict === 'correct' && !c.arrow)).toBe(true);
  });

  it('mixes verdicts and arrows for a near miss', () => {
    const interstellar: GameFacts = {
      id: 'tt0816692',
      type: 'movie',
      director: 'Christopher Nolan',
      genres: ['Adventure', 'Drama', 'Sci-Fi'],
      year: 2014,
      runtime: 169,
      actors: ['Matthew McConaughey', 'Anne Hathaway'],
      imdbRating: 8.7,
    };
    expect(compareGuess(interstellar, answer)).toEqual([
      { verdict: 'wrong' },
      { verdict: 'correct' },
      { verdict: 'correct' },
      { verdict: 'correct' },
      { verdict: 'close', arrow: 'down' },
      { verdict: 'close', arrow: 'down' },
      { verdict: 'wrong' },
      { verdict: 'close', arrow: 'up' },
    ]);
  });

  it('the Film column is green only for the same title, not a same-named remake', () => {
    const remake = { ...answer, id: 'tt9999999' };
    expect(compareGuess(remake, answer)[0]).toEqual({ verdict: 'wrong' });
  });
});

describe('computeStreak', () => {
  const won = (day: string) => ({ day, won: true });
  const lost = (day: string) => ({ day, won: false });

  it('is 0 with no play', () => {
    expect(computeStreak([], '2026-03-10')).toEqual({ current: 0, longest: 0 });
  });
  it('counts consecutive won days, and today still open keeps yesterday’s streak', () => {
    expect(computeStreak([won('2026-03-08'), won('2026-03-09')], '2026-03-10')).toEqual({ current: 2, longest: 2 });
    expect(computeStreak([won('2026-03-08'), won('2026-03-09'), won('2026-03-10')], '2026-03-10')).toEqual({ current: 3, longest: 3 });
  });
  it('a lost day leaves it as it is', () => {
    expect(computeStreak([won('2026-03-07'), lost('2026-03-08'), won('2026-03-09')], '2026-03-09')).toEqual({ current: 2, longest: 2 });
    expect(computeStreak([won('2026-03-08'), lost('2026-03-09')], '2026-03-09')).toEqual({ current: 1, longest: 1 });
  });
  it('a calendar day without play resets it to 0, the longest stays', () => {
    expect(computeStreak([won('2026-03-05'), won('2026-03-06'), won('2026-03-08')], '2026-03-08')).toEqual({ current: 1, longest: 2 });
    expect(computeStreak([won('2026-03-07'), won('2026-03-08')], '2026-03-10')).toEqual({ current: 0, longest: 2 });
  });
  it('counts calendar days, across month and year ends and a leap day', () => {
    expect(computeStreak([won('2025-12-31'), won('2026-01-01')], '2026-01-02')).toEqual({ current: 2, longest: 2 });
    expect(computeStreak([won('2028-02-28'), won('2028-02-29'), won('2028-03-01')], '2028-03-01').current).toBe(3);
    expect(computeStreak([won('2027-02-28'), won('2027-03-01')], '2027-03-01').current).toBe(2);
  });
  it('ignores order and days after today', () => {
    expect(computeStreak([won('2026-03-09'), won('2026-03-08'), won('2026-03-12')], '2026-03-09')).toEqual({ current: 2, longest: 2 });
  });
});

describe('pickDaily', () => {
  const pool = ['a', 'b', 'c', 'd'];

  it('never repeats within a cycle, then starts a new one', () => {
    const used = new Set<string>();
    let last: string | null = null;
    for (let i = 0; i < pool.length; i++) {
      const pick = pickDaily(pool, used, last, () => 0.99);
      expect(used.has(pick.id)).toBe(false);
      expect(pick.newCycle).toBe(false);
      used.add(pick.id);
      last = pick.id;
    }
    expect([...used].sort()).toEqual(pool);
    const next = pickDaily(pool, used, last, () => 0.99);
    expect(next.newCycle).toBe(true);
    expect(next.id).not.toBe(last);
  });

  it('stays inside the pool at the random edges', () => {
    expect(pickDaily(pool, new Set(), null, () => 0).id).toBe('a');
    expect(pickDaily(pool, new Set(), null, () => 0.999999).id).toBe('d');
    expect(pickDaily(['only'], new Set(['only']), 'only', () => 0.5)).toEqual({ id: 'only', newCycle: true });
  });
});

describe('share text', () => {
  it('draws squares with arrows after their column', () => {
    expect(shareRow([{ verdict: 'correct' }, { verdict: 'close', arrow: 'up' }, { verdict: 'wrong', arrow: 'down' }])).toBe('🟩🟨⬆️🟥⬇️');
  });
  it('has the day number and score, rows oldest first, never a name', () => {
    const first = compareGuess({ ...answer, id: 'x', director: 'Other', year: 2000 }, answer);
    const second = compareGuess(answer, answer);
    const text = shareText(12, [first, second], true);
    expect(text.split('\n')).toEqual(['Günün Film Tahmini #12 2/10', shareRow(first), '🟩🟩🟩🟩🟩🟩🟩🟩']);
    expect(shareText(3, [first], false).split('\n')[0]).toBe('Günün Film Tahmini #3 X/10');
    expect(text).not.toMatch(/Inception|Nolan|tt1375666/);
    for (const line of text.split('\n').slice(1)) expect(line).toMatch(/^(🟩|🟨|🟥|⬆️|⬇️)+$/u);
  });
});
