import { describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/dates';
import { QUESTION_BANK } from './bank';
import { pickQuestion, QUESTION_REST_DAYS, type PickInput, type Picked } from './pick';

const keyOf = (p: Picked) => (p.source === 'bank' ? p.key : p.id);

/** Three years of days picked one after another, as the server does: what was asked in the last 365 days is out. */
function simulate(days: number, customs: PickInput['customs'] = [], bank = QUESTION_BANK) {
  const asked: { day: string; key: string; source: Picked['source'] }[] = [];
  let day = '2026-01-01';
  for (let i = 0; i < days; i++) {
    const recent = new Set(asked.filter((a) => a.day > addDays(day, -QUESTION_REST_DAYS)).map((a) => a.key));
    const everAsked = new Set(asked.filter((a) => a.source === 'custom').map((a) => a.key));
    const picked = pickQuestion({ seed: `space-1:${day}`, bank, customs, recent, everAsked });
    asked.push({ day, key: keyOf(picked), source: picked.source });
    day = addDays(day, 1);
  }
  return asked;
}

describe('the day’s question', () => {
  it('never repeats within a year, over three years of days', () => {
    const asked = simulate(3 * 366);
    for (let i = 0; i < asked.length; i++) {
      const again = asked.slice(i + 1).find((a) => a.key === asked[i].key);
      if (again) expect(again.day >= addDays(asked[i].day, QUESTION_REST_DAYS), `${asked[i].key} on ${asked[i].day} and ${again.day}`).toBe(true);
    }
  });

  it('is the same for the same space and day, and differs between spaces', () => {
    const input = { bank: QUESTION_BANK, customs: [], recent: new Set<string>(), everAsked: new Set<string>() };
    expect(pickQuestion({ ...input, seed: 'a:2026-05-01' })).toEqual(pickQuestion({ ...input, seed: 'a:2026-05-01' }));
    const firstDays = Array.from({ length: 20 }, (_, i) => keyOf(pickQuestion({ ...input, seed: `space-${i}:2026-05-01` })));
    expect(new Set(firstDays).size).toBeGreaterThan(15);
  });

  it("asks the couple's own questions first, oldest first, then keeps them in the rotation once a year", () => {
    const customs = [
      { id: 'c1', text: 'Bizim ilk sorumuz?', category: 'biz' as const },
      { id: 'c2', text: 'Bizim ikinci sorumuz?', category: 'anilar' as const },
    ];
    const asked = simulate(400, customs);
    expect(asked.slice(0, 2).map((a) => a.key)).toEqual(['c1', 'c2']);
    const again = asked.slice(2).filter((a) => a.source === 'custom');
    for (const a of again) expect(a.day >= addDays('2026-01-01', QUESTION_REST_DAYS)).toBe(true);
  });

  it('still asks something when a tiny bank has run out within the year', () => {
    const asked = simulate(5, [], QUESTION_BANK.slice(0, 2));
    expect(asked).toHaveLength(5);
  });
});
