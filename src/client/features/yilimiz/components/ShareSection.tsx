import { useRef, useState, type ComponentPropsWithRef } from 'react';
import { toast } from '../../../lib/toast';
import { Download, Share2 } from 'lucide-react';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { Button } from '../../../ui/Button';
import { downloadPicture } from '../../../ui/share-picture/download';
import { PhotoChoice } from '../../../ui/share-picture/PhotoChoice';
import { lazyPart } from '../../../lib/lazy-page';
import type { ShareCard as DrawnCard, ShareShape } from './ShareCard';
import { Section } from './Section';

// The card is drawn only for a download: its code comes with the first click (decision 020).
const ShareCard = lazyPart<ComponentPropsWithRef<typeof DrawnCard>>(() => import('./ShareCard').then((m) => m.ShareCard));

/**
 * Downloads the year as a picture (story 1080×1920, square 1080×1080). html-to-image and the
 * card are loaded only on the click, so the page itself does not carry them. The card is drawn off screen.
 */
export function ShareSection({ review }: { review: YearInReview }) {
  const [shape, setShape] = useState<ShareShape | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  // No photo unless the member picks one of the year's (issue 22).
  const [photoId, setPhotoId] = useState<string | null>(null);

  const download = async (wanted: ShareShape) => {
    setBusy(true);
    try {
      // Here before it is drawn, so the picture is taken of the card, not of a blank.
      await ShareCard.preload();
      setShape(wanted);
      // React draws the card of this shape before it is photographed (downloadPicture waits for it).
      await downloadPicture(() => card.current, wanted, `yilimiz-${review.year}-${wanted === 'story' ? 'hikaye' : 'kare'}.png`);
    } catch {
      toast.error(m.shareFailed);
    } finally {
      setBusy(false);
      setShape(null);
    }
  };

  return (
    <Section id="share" title={m.share} icon={<Share2 className="h-4 w-4" />}>
      <p className="text-stone-600 dark:text-stone-300">{m.shareHint}</p>
      {review.memories.photos.length > 0 && (
        <fieldset>
          <legend className="text-sm text-stone-600 dark:text-stone-300">{m.sharePhoto}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            <PhotoChoice selected={photoId === null} onPick={() => setPhotoId(null)} label={m.shareNoPhoto}>
              <span className="text-xs">{m.shareNoPhoto}</span>
            </PhotoChoice>
            {review.memories.photos.map((photo) => (
              <PhotoChoice key={photo.photoId} selected={photoId === photo.photoId} onPick={() => setPhotoId(photo.photoId)} label={photo.title}>
                <img src={`/api/photos/${photo.photoId}/thumb`} alt="" className="h-full w-full object-cover" />
              </PhotoChoice>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <Button icon={<Download className="h-4 w-4" />} onClick={() => download('story')} disabled={busy}>
          {m.shareStory}
        </Button>
        <Button variant="secondary" icon={<Download className="h-4 w-4" />} onClick={() => download('square')} disabled={busy}>
          {m.shareSquare}
        </Button>
      </div>
      {shape && (
        <div aria-hidden="true" style={{ position: 'fixed', left: -20000, top: 0, pointerEvents: 'none' }}>
          <ShareCard ref={card} review={review} shape={shape} photoId={photoId} />
        </div>
      )}
    </Section>
  );
}

