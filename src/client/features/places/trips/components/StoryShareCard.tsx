import { forwardRef } from 'react';
import { groupDigits } from '../../../../../shared/dates';
import { formatTripDates, tripsMessages as tm, type TripDetail } from '../../../../../shared/trips-words';
import { PICTURE_SIZE, type PictureShape } from '../../../../ui/share-picture/download';

/**
 * A trip's share picture at its real pixel size, the Yılımız way (decision 017): figures and
 * titles, and a photo only when the member picked one. Fixed colours, not the page's theme.
 */
export const StoryShareCard = forwardRef<HTMLDivElement, { detail: TripDetail; shape: PictureShape; photoId: string | null }>(function StoryShareCard({ detail, shape, photoId }, ref) {
  const { width, height } = PICTURE_SIZE[shape];
  const story = shape === 'story';
  const tight = !story && photoId !== null;
  const { trip, counts, route } = detail;
  const figures: [string, string][] = [
    [groupDigits(counts.days), tm.figures.days],
    [groupDigits(counts.places), tm.figures.places],
    [groupDigits(counts.photos), tm.figures.photos],
    [groupDigits(counts.km), tm.figures.km],
  ];
  return (
    <div
      ref={ref}
      style={{ width, height, background: 'linear-gradient(160deg, #fff1f2 0%, #fef3c7 100%)', color: '#1c1917', fontFamily: 'Georgia, "DejaVu Serif", serif' }}
      className={tight ? 'flex flex-col justify-between p-[64px]' : 'flex flex-col justify-between p-[90px]'}
    >
      <div>
        <p style={{ fontSize: tight ? 28 : 40, color: '#be123c', letterSpacing: 4 }}>{tm.shareMasthead}</p>
        <p style={{ fontSize: story ? 130 : tight ? 68 : 104, fontWeight: 700, lineHeight: 1.05, marginTop: tight ? 8 : 24, overflowWrap: 'anywhere' }}>{trip.name}</p>
        <p style={{ fontSize: story ? 44 : tight ? 26 : 36, color: '#57534e', marginTop: 16 }}>{formatTripDates(trip.startDate, trip.endDate)}</p>
      </div>
      {photoId && <img src={`/api/photos/${photoId}`} alt="" style={{ width: '100%', height: story ? 620 : 220, objectFit: 'cover', borderRadius: story ? 40 : 28 }} />}
      <div className="grid grid-cols-2" style={{ rowGap: story ? 56 : tight ? 8 : 28, columnGap: 40 }}>
        {figures.map(([n, word]) => (
          <div key={word}>
            <p style={{ fontSize: story ? 120 : tight ? 52 : 84, fontWeight: 700, lineHeight: 1 }}>{n}</p>
            <p style={{ fontSize: story ? 44 : tight ? 26 : 36, color: '#57534e' }}>{word}</p>
          </div>
        ))}
      </div>
      {route.length > 0 && <p style={{ fontSize: story ? 38 : tight ? 22 : 30, color: '#be123c', overflowWrap: 'anywhere' }}>{route.map((s) => s.name).join(' → ')}</p>}
    </div>
  );
});
