import { forwardRef } from 'react';
import { formatCount } from '../../../../shared/dates';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';

import { PICTURE_SIZE, type PictureShape as ShareShape } from '../../../ui/share-picture/download';

export type { ShareShape };

/**
 * The shareable picture of the year, drawn at its real pixel size: figures and titles, and a photo
 * only when the member picked one (issue 22: never a private photo unless the member picks one). Colours
 * are fixed, not the page's theme, so both members' pictures look alike.
 */
export const ShareCard = forwardRef<HTMLDivElement, { review: YearInReview; shape: ShareShape; photoId: string | null }>(function ShareCard({ review, shape, photoId }, ref) {
  const { width, height } = PICTURE_SIZE[shape];
  const story = shape === 'story';
  // A square with a photo is tight: smaller figures.
  const tight = !story && photoId !== null;
  const figures: [string, string][] = [
    [formatCount(review.days.thisYear), m.shareFigures.days],
    [formatCount(review.movies.count), m.shareFigures.movies],
    [formatCount(review.series.count), m.shareFigures.series],
    [formatCount(review.books.count), m.shareFigures.books],
    [formatCount(review.places.count), m.shareFigures.places],
    [formatCount(review.memories.count), m.shareFigures.memories],
    [formatCount(review.songs.count), m.shareFigures.songs],
    [formatCount(review.quotes.count), m.shareFigures.quotes],
  ];
  const best = [review.movies.best?.title, review.books.best?.title].filter(Boolean) as string[];
  return (
    <div
      ref={ref}
      style={{ width, height, background: 'linear-gradient(160deg, #fff1f2 0%, #fef3c7 100%)', color: '#1c1917', fontFamily: 'Georgia, "DejaVu Serif", serif' }}
      className={tight ? 'flex flex-col justify-between p-[64px]' : 'flex flex-col justify-between p-[90px]'}
    >
      <div>
        <p style={{ fontSize: tight ? 28 : 40, color: '#be123c', letterSpacing: 4 }}>{m.shareMasthead}</p>
        <p style={{ fontSize: story ? 150 : tight ? 72 : 120, fontWeight: 700, lineHeight: 1.05, marginTop: tight ? 8 : 24 }}>{m.titleOf(review.year)}</p>
      </div>
      {photoId && (
        <img
          src={`/api/photos/${photoId}`}
          alt=""
          style={{ width: '100%', height: story ? 560 : 220, objectFit: 'cover', borderRadius: story ? 40 : 28 }}
        />
      )}
      <div className="grid grid-cols-2" style={{ rowGap: story ? 56 : tight ? 8 : 28, columnGap: 40 }}>
        {figures.map(([n, word]) => (
          <div key={word}>
            <p style={{ fontSize: story ? 110 : tight ? 52 : 80, fontWeight: 700, lineHeight: 1 }}>{n}</p>
            <p style={{ fontSize: story ? 44 : tight ? 26 : 36, color: '#57534e' }}>{word}</p>
          </div>
        ))}
      </div>
      <div style={{ fontSize: story ? 40 : tight ? 24 : 32, color: '#57534e' }}>
        {best.length > 0 && <p>{`${m.best}: ${best.join(' · ')}`}</p>}
        <p style={{ color: '#be123c', marginTop: 12 }}>{m.daysTotal(review.days.total)}</p>
      </div>
    </div>
  );
});
