import { useMemo, type ComponentPropsWithRef } from 'react';
import { Share2 } from 'lucide-react';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { SharePicker } from '../../../ui/share-picture/SharePicker';
import { lazyPart } from '../../../lib/lazy-page';
import type { ShareCard as DrawnCard } from './ShareCard';
import { Section } from './Section';

// The card is drawn only for a download: its code comes with the first click (decision 020).
const ShareCard = lazyPart<ComponentPropsWithRef<typeof DrawnCard>>(() => import('./ShareCard').then((m) => m.ShareCard));

/**
 * Downloads the year as a picture (story 1080×1920, square 1080×1080). html-to-image and the
 * card are loaded only on the click, so the page itself does not carry them. The card is drawn off screen.
 */
export function ShareSection({ review }: { review: YearInReview }) {
  const photos = useMemo(() => review.memories.photos.map((p) => ({ id: p.photoId, title: p.title })), [review.memories.photos]);
  return (
    <Section id="share" title={m.share} icon={<Share2 className="h-4 w-4" />}>
      <SharePicker
        texts={m}
        photos={photos}
        fileName={(shape) => `yilimiz-${review.year}-${shape === 'story' ? 'hikaye' : 'kare'}.png`}
        prepare={() => ShareCard.preload()}
        card={(drawn) => <ShareCard {...drawn} review={review} />}
      />
    </Section>
  );
}
