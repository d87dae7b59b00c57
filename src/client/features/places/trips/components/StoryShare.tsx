import { tripsMessages as tm, type TripDetail } from '../../../../../shared/trips-words';
import { SharePicker } from '../../../../ui/share-picture/SharePicker';
import { StoryShareCard } from './StoryShareCard';

/** How many of the trip's photos are offered for the picture (the first of each memory, in order). */
const OFFERED = 12;

/** 'Paylaş': the trip as a story or square PNG, a photo on it only if the member picks one. */
export function StoryShare({ detail }: { detail: TripDetail }) {
  const offered = detail.days.flatMap((d) => d.memories).flatMap((m) => (m.photoIds[0] ? [{ id: m.photoIds[0], title: m.title }] : []));
  return (
    <div className="space-y-4">
      <SharePicker
        texts={tm}
        photos={offered.slice(0, OFFERED)}
        lazyThumbs
        fileName={(shape) => `seyahat-${detail.trip.startDate}-${shape === 'story' ? 'hikaye' : 'kare'}.png`}
        card={(drawn) => <StoryShareCard {...drawn} detail={detail} />}
      />
    </div>
  );
}
