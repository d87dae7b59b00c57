import { describe, expect, it } from 'vitest';
import { useCoupleApp } from '../../testing/couple-app';
import type { TestMember } from '../../testing/fixtures';
import type { YearInReview } from '../../../shared/yilimiz';

/** 'En çok anlaştığımız' / 'En az anlaştığımız' (İkimiz, issue 34): the year's titles both rated, by the gap between them. */
describe('Yılımız: where the couple agreed most and least', () => {
  const clock = { now: new Date('2025-03-01T10:00:00Z') };
  const t = useCoupleApp({ now: () => clock.now, env: { REMINDER_INTERVAL_MINUTES: '0' } });

  const finished = async (who: TestMember, list: 'movies' | 'series' | 'books', title: string, status: string, mine: number, theirs: number | null, other: TestMember) => {
    const item = (await who.api({ method: 'POST', url: `/api/${list}`, payload: { title, status, rating: mine } })).json().item;
    if (theirs !== null) expect((await other.api({ method: 'PUT', url: `/api/${list}/${item.id}/rating`, payload: { rating: theirs } })).statusCode).toBe(200);
  };
  const review = async (year: number) => (await t.c.owner.api({ url: `/api/yilimiz/${year}` })).json() as YearInReview;

  it('lists the closest pairs and the farthest, never the same title twice, only titles both rated that year', async () => {
    const { owner, partner } = t.c;
    await finished(owner, 'movies', 'Aynı Fikir', 'İzlendi', 8, 8, partner);
    await finished(partner, 'series', 'Neredeyse', 'Tamamlandı', 9, 8, owner);
    await finished(owner, 'books', 'Biraz Farklı', 'Okundu', 9, 6, partner);
    await finished(owner, 'movies', 'Hiç Anlaşamadık', 'İzlendi', 10, 2, partner);
    await finished(partner, 'movies', 'Tek Puan', 'İzlendi', 7, null, owner);
    clock.now = new Date('2024-06-01T10:00:00Z');
    await finished(owner, 'movies', 'Geçen Yıl', 'İzlendi', 1, 10, partner);
    clock.now = new Date('2025-03-01T10:00:00Z');

    const { agreement } = await review(2025);
    const line = (i: { title: string; difference: number; ratings: { displayName: string; rating: number }[] }) => [i.title, i.difference, i.ratings.map((r) => `${r.displayName} ${r.rating}`).join(' · ')];
    expect(agreement.most.map(line)).toEqual([
      ['Aynı Fikir', 0, 'Ayşe 8 · Mehmet 8'],
      ['Neredeyse', 1, 'Ayşe 8 · Mehmet 9'],
    ]);
    expect(agreement.least.map(line)).toEqual([
      ['Hiç Anlaşamadık', 8, 'Ayşe 10 · Mehmet 2'],
      ['Biraz Farklı', 3, 'Ayşe 9 · Mehmet 6'],
    ]);
    expect((await review(2024)).agreement).toEqual({ most: [expect.objectContaining({ title: 'Geçen Yıl', difference: 9 })], least: [] });
    // The year's average is the couple's: each title's average, then their average.
    expect((await review(2025)).movies.averageRating).toBe(7); // (8 + 6 + 7) / 3
  });
});
