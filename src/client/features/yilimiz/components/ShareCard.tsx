import { forwardRef } from 'react';
import { groupDigits } from '../../../../shared/home';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';

export type ShareShape = 'story' | 'square';
export const SHARE_SIZE: Record<ShareShape, { width: number; height: number }> = {
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

/**
 * The shareable picture of the year, drawn at its real pixel size: only figures and titles, never
 * a photo (issue 22: no private photo unless the member picks one, and this picks none). Colours
 * are fixed, not the page's theme, so both members' pictures look alike.
 */
export const ShareCard = forwardRef<HTMLDivElement, { review: YearInReview; shape: ShareShape }>(function ShareCard({ review, shape }, ref) {
  const { width, height } = SHARE_SIZE[shape];
  const story = shape === 'story';
  const figures: [string, string][] = [
    [groupDigits(review.days.thisYear), 'gün birlikte'],
    [groupDigits(review.movies.count), 'film'],
    [groupDigits(review.series.count), 'dizi'],
    [groupDigits(review.books.count), 'kitap'],
    [groupDigits(review.places.count), 'yer'],
    [groupDigits(review.memories.count), 'anı'],
    [groupDigits(review.songs.count), 'şarkı'],
    [groupDigits(review.quotes.count), 'alıntı'],
  ];
  const best = [review.movies.best?.title, review.books.best?.title].filter(Boolean) as string[];
  return (
    <div
      ref={ref}
      style={{ width, height, background: 'linear-gradient(160deg, #fff1f2 0%, #fef3c7 100%)', color: '#1c1917', fontFamily: 'Georgia, "DejaVu Serif", serif' }}
      className="flex flex-col justify-between p-[90px]"
    >
      <div>
        <p style={{ fontSize: 40, color: '#be123c', letterSpacing: 4 }}>DEFTERİMİZ</p>
        <p style={{ fontSize: story ? 150 : 120, fontWeight: 700, lineHeight: 1.05, marginTop: 24 }}>{m.titleOf(review.year)}</p>
      </div>
      <div className="grid grid-cols-2" style={{ rowGap: story ? 56 : 28, columnGap: 40 }}>
        {figures.map(([n, word]) => (
          <div key={word}>
            <p style={{ fontSize: story ? 110 : 80, fontWeight: 700, lineHeight: 1 }}>{n}</p>
            <p style={{ fontSize: story ? 44 : 36, color: '#57534e' }}>{word}</p>
          </div>
        ))}
      </div>
      <div style={{ fontSize: story ? 40 : 32, color: '#57534e' }}>
        {best.length > 0 && <p>{`${m.best}: ${best.join(' · ')}`}</p>}
        <p style={{ color: '#be123c', marginTop: 12 }}>{m.daysTotal(review.days.total)}</p>
      </div>
    </div>
  );
});
