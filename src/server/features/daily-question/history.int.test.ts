import { beforeAll, describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../testing/couple-app';
import type { TestMember } from '../../testing/fixtures';
import { addDays } from '../../../shared/dates';
import type { QuestionHistoryItem, QuestionHistoryPage } from '../../../shared/daily-question';

/** 'Geçmiş sorular': every earlier answered day, newest first, keyset-paged and searched. */
describe('the history of questions', () => {
  const clock = { now: new Date('2026-01-01T09:00:00Z') };
  const t = useCoupleApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });
  const FIRST = '2026-01-01';
  // Inside the test sessions' 30 days.
  const DAYS = 28;
  const at = (day: string) => (clock.now = new Date(`${day}T09:00:00Z`));
  const answer = (m: TestMember, day: string, text: string) => m.api({ method: 'PUT', url: '/api/daily-question/answer', payload: { day, text } });
  const page = async (m: TestMember, query = '') => {
    const res = await m.api({ url: `/api/daily-question/history${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as QuestionHistoryPage;
  };

  beforeAll(async () => {
    // 28 days; both answer every day but the 10th (only the partner: 'IĞDIRLI' there) and the 20th (nobody).
    for (let i = 0; i < DAYS; i++) {
      const day = addDays(FIRST, i);
      at(day);
      if (i === 19) continue;
      if (i !== 9) expect((await answer(t.c.owner, day, `Ayşe'nin ${i}. cevabı`)).statusCode).toBe(200);
      expect((await answer(t.c.partner, day, i === 9 ? 'Gizli IĞDIRLI cevabı' : `Mehmet'in ${i}. cevabı`)).statusCode).toBe(200);
    }
    at(addDays(FIRST, DAYS));
  });

  it('lists every earlier answered day once, newest first, page after page, and never today', async () => {
    const seen: QuestionHistoryItem[] = [];
    let cursor: string | null = null;
    do {
      const next: QuestionHistoryPage = await page(t.c.owner, `?limit=10${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...next.items);
      cursor = next.nextCursor;
    } while (cursor);
    const days = seen.map((i) => i.question.day);
    expect(days).toHaveLength(DAYS - 1);
    expect(days).toEqual([...days].sort().reverse());
    expect(new Set(days).size).toBe(days.length);
    expect(days[0]).toBe(addDays(FIRST, DAYS - 1));
    expect(days).not.toContain(addDays(FIRST, 19));
  });

  it("keeps the partner's answer hidden on a day one did not answer, and says so", async () => {
    const { items } = await page(t.c.owner, `?cursor=${Buffer.from(JSON.stringify([addDays(FIRST, 10)])).toString('base64url')}&limit=1`);
    expect(items[0].question.day).toBe(addDays(FIRST, 9));
    expect(items[0].mine).toBeNull();
    expect(items[0].others[0]).toMatchObject({ answered: true, answer: null });
    expect(JSON.stringify(items)).not.toContain('IĞDIRLI');
    // The partner, who answered, sees their own.
    const theirs = await page(t.c.partner, `?cursor=${Buffer.from(JSON.stringify([addDays(FIRST, 10)])).toString('base64url')}&limit=1`);
    expect(theirs.items[0].mine?.text).toBe('Gizli IĞDIRLI cevabı');
  });

  it('searches questions and answers, Turkish letters alike, but never through an answer one may not read', async () => {
    const mine = await page(t.c.owner, `?q=${encodeURIComponent("ayşe'nin 12.")}`);
    expect(mine.items.map((i) => i.question.day)).toEqual([addDays(FIRST, 12)]);
    const partners = await page(t.c.owner, `?q=${encodeURIComponent("MEHMET'İN 25.")}`);
    expect(partners.items.map((i) => i.question.day)).toEqual([addDays(FIRST, 25)]);
    // The attack: a word only the hidden answer holds must not find its day (it would tell the word).
    expect((await page(t.c.owner, `?q=${encodeURIComponent('ığdırlı')}`)).items).toEqual([]);
    expect((await page(t.c.owner, `?q=${encodeURIComponent('IĞDIRLI')}`)).items).toEqual([]);
    // The partner finds their own, whatever the i (but ğ is not g).
    expect((await page(t.c.partner, `?q=${encodeURIComponent('ığdırlı')}`)).items.map((i) => i.question.day)).toEqual([addDays(FIRST, 9)]);
    expect((await page(t.c.partner, `?q=${encodeURIComponent('iğdirli')}`)).items.map((i) => i.question.day)).toEqual([addDays(FIRST, 9)]);
    expect((await page(t.c.partner, '?q=igdirli')).items).toEqual([]);
    // A question's own words find it.
    const question = (await page(t.c.owner, '?limit=1')).items[0].question;
    const word = question.text.split(' ').find((w) => w.length > 5)!.replace(/[?,]/g, '');
    expect((await page(t.c.owner, `?q=${encodeURIComponent(word)}`)).items.map((i) => i.question.day)).toContain(question.day);
    // LIKE's own characters are plain letters here.
    expect((await page(t.c.owner, '?q=%25')).items).toEqual([]);
  });

  it('refuses a cursor it did not make and a search past 100 characters with a 400', async () => {
    for (const query of ['?cursor=bozuk', `?cursor=${Buffer.from('["2026-02-30"]').toString('base64url')}`, `?q=${'a'.repeat(101)}`, '?limit=0', '?limit=51']) {
      const res = await t.c.owner.api({ url: `/api/daily-question/history${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().error).toMatch(/[ğüşıöçİ]|Geçersiz|istek/i);
    }
  });
});
