import { forwardRef } from 'react';
import { groupDigits } from '../../../../../shared/dates';
import { formatTripDates, tripsMessages as tm, type TripDetail } from '../../../../../shared/trips-words';
import type { PictureShape } from '../../../../ui/share-picture/download';
import { PictureCard } from '../../../../ui/share-picture/PictureCard';

/**
 * A trip's share picture at its real pixel size, the Yılımız way (decision 017): figures and
 * titles, and a photo only when the member picked one. Fixed colours, not the page's theme.
 */
export const StoryShareCard = forwardRef<HTMLDivElement, { detail: TripDetail; shape: PictureShape; photoId: string | null }>(function StoryShareCard(
  { detail, shape, photoId },
  ref,
) {
  const { trip, counts, route } = detail;
  const figures: [string, string][] = [
    [groupDigits(counts.days), tm.figures.days],
    [groupDigits(counts.places), tm.figures.places],
    [groupDigits(counts.photos), tm.figures.photos],
    [groupDigits(counts.km), tm.figures.km],
  ];
  return (
    <PictureCard
      ref={ref}
      shape={shape}
      photoId={photoId}
      masthead={tm.shareMasthead}
      title={trip.name}
      titleSizes={[130, 68, 104]}
      titleWraps
      subtitle={formatTripDates(trip.startDate, trip.endDate)}
      storyPhotoHeight={620}
      figures={figures}
      figureSizes={[120, 52, 84]}
      footer={(size) =>
        route.length > 0 && <p style={{ fontSize: size([38, 22, 30]), color: '#be123c', overflowWrap: 'anywhere' }}>{route.map((s) => s.name).join(' → ')}</p>
      }
    />
  );
});
