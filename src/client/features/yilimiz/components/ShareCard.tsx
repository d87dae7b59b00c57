import { forwardRef } from 'react';
import { formatCount } from '../../../../shared/dates';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import type { PictureShape as ShareShape } from '../../../ui/share-picture/download';
import { PictureCard } from '../../../ui/share-picture/PictureCard';

export type { ShareShape };

/**
 * The shareable picture of the year, drawn at its real pixel size: figures and titles, and a photo
 * only when the member picked one (issue 22: never a private photo unless the member picks one). Colours
 * are fixed, not the page's theme, so both members' pictures look alike.
 */
export const ShareCard = forwardRef<HTMLDivElement, { review: YearInReview; shape: ShareShape; photoId: string | null }>(function ShareCard(
  { review, shape, photoId },
  ref,
) {
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
    <PictureCard
      ref={ref}
      shape={shape}
      photoId={photoId}
      masthead={m.shareMasthead}
      title={m.titleOf(review.year)}
      titleSizes={[150, 72, 120]}
      storyPhotoHeight={560}
      figures={figures}
      figureSizes={[110, 52, 80]}
      footer={(size) => (
        <div style={{ fontSize: size([40, 24, 32]), color: '#57534e' }}>
          {best.length > 0 && <p>{`${m.best}: ${best.join(' · ')}`}</p>}
          <p style={{ color: '#be123c', marginTop: 12 }}>{m.daysTotal(review.days.total)}</p>
        </div>
      )}
    />
  );
});
