import { ikimizRules } from './ikimiz-rule-words';
import { describe, expect, it } from 'vitest';
import { byCoupleAverage, coupleAverage, formatRating, memberRatingInput, tonightInput } from './ikimiz';
import { splitAgreement, type AgreementItem } from './yilimiz';
import { firstMessage } from './validation';
import { english } from './en';
import { addCatalogue, readIn } from './i18n/words';

const r = (...ratings: (number | null)[]) => ratings.map((rating) => ({ rating }));

describe('the couple’s average and "Puana göre"', () => {
  it('averages the given ratings only; nobody rated is no average', () => {
    expect(coupleAverage(r(9, 6))).toBe(7.5);
    expect(coupleAverage(r(9, null))).toBe(9);
    expect(coupleAverage(r(null, null))).toBeNull();
    expect(coupleAverage([])).toBeNull();
    expect(formatRating(7.5)).toBe('7,5');
    expect(formatRating(8)).toBe('8');
  });

  it('writes an average the English way for an English member (8.5, never 8,5)', async () => {
    addCatalogue('en', 'ikimiz-words', (await english['ikimiz-words']()).default as never);
    expect(readIn('en', () => [formatRating(7.5), formatRating(8.25), formatRating(9)])).toEqual(['7.5', '8.3', '9']);
    expect(readIn('tr', () => formatRating(8.25))).toBe('8,3');
  });

  it('sorts the shown ones by average, highest first; ties and the unrated keep the list’s order', () => {
    const items = [
      { id: 'a', ratings: r(6, 6), shown: true },
      { id: 'b', ratings: [], shown: true },
      { id: 'c', ratings: r(9, 8), shown: true },
      { id: 'd', ratings: r(10, 10), shown: false },
      { id: 'e', ratings: r(6, null), shown: true },
      { id: 'f', ratings: r(8, 9), shown: true },
    ];
    expect(byCoupleAverage(items, (i) => i.shown).map((i) => i.id)).toEqual(['c', 'f', 'a', 'e', 'b', 'd']);
  });
});

describe('the rating and note rules', () => {
  const refused = (input: unknown) => {
    const parsed = memberRatingInput.safeParse(input);
    return parsed.success ? null : firstMessage(parsed.error);
  };
  it('takes a whole 1–10 and a note up to 200 characters (trimmed); nothing is nothing', () => {
    expect(memberRatingInput.parse({ rating: 1, note: '  iyi  ' })).toEqual({ rating: 1, note: 'iyi' });
    expect(memberRatingInput.parse({ rating: 10, note: 'n'.repeat(200) }).note).toHaveLength(200);
    expect(memberRatingInput.parse({})).toEqual({ rating: null, note: '' });
  });
  it.each([[0], [11], [7.5], ['8'], [Number.NaN]])('refuses a rating of %s', (rating) => expect(refused({ rating })).toBe(ikimizRules.ratingRange));
  it('refuses a note of 201 characters', () => expect(refused({ rating: 5, note: 'n'.repeat(201) })).toBe(ikimizRules.noteMax));
});

describe("'Bu akşam ne izlesek?' input", () => {
  it('takes the kinds, a runtime offered, a genre and the shown ids', () => {
    const id = '3b1f3f2c-1c1a-4a8e-9a3f-2a6b8f1d2c3e';
    expect(tonightInput.parse({ kinds: ['movies', 'series'], runtime: 100, genre: ' Drama ', skip: [id] })).toEqual({
      kinds: ['movies', 'series'],
      runtime: 100,
      genre: 'Drama',
      skip: [id],
    });
    expect(tonightInput.parse({ kinds: ['series'] })).toEqual({ kinds: ['series'], runtime: null, genre: null, skip: [] });
  });
  it.each([{ kinds: [] }, { kinds: ['books'] }, { kinds: ['movies'], runtime: 90 }, { kinds: ['movies'], skip: ['x'] }, null])('refuses %j', (input) => {
    expect(tonightInput.safeParse(input).success).toBe(false);
  });
});

describe('splitting the year’s agreement', () => {
  const item = (title: string, difference: number): AgreementItem => ({ kind: 'movies', id: title, title, cover: null, ratings: [], difference });
  it('the closer half (at most three) and the farther half, farthest first, never one title in both', () => {
    expect(splitAgreement([])).toEqual({ most: [], least: [] });
    expect(splitAgreement([item('a', 0)])).toEqual({ most: [item('a', 0)], least: [] });
    const eight = 'abcdefgh'.split('').map((t, i) => item(t, i));
    const { most, least } = splitAgreement(eight);
    expect(most.map((i) => i.title)).toEqual(['a', 'b', 'c']);
    expect(least.map((i) => i.title)).toEqual(['h', 'g', 'f']);
    expect(splitAgreement(eight.slice(0, 3))).toEqual({ most: [item('a', 0), item('b', 1)], least: [item('c', 2)] });
  });
});
