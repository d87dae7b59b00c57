import { useRef, useState } from 'react';
import { Download } from 'lucide-react';
import { tripsMessages as tm, type TripDetail } from '../../../../../shared/trips-words';
import { toast } from '../../../../lib/toast';
import { Button } from '../../../../ui/Button';
import { downloadPicture, type PictureShape } from '../../../../ui/share-picture/download';
import { PhotoChoice } from '../../../../ui/share-picture/PhotoChoice';
import { StoryShareCard } from './StoryShareCard';

/** How many of the trip's photos are offered for the picture (the first of each memory, in order). */
const OFFERED = 12;

/** 'Paylaş': the trip as a story or square PNG, a photo on it only if the member picks one. */
export function StoryShare({ detail }: { detail: TripDetail }) {
  const [shape, setShape] = useState<PictureShape | null>(null);
  const [busy, setBusy] = useState(false);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const card = useRef<HTMLDivElement>(null);
  const offered = detail.days.flatMap((d) => d.memories).flatMap((m) => (m.photoIds[0] ? [{ id: m.photoIds[0], title: m.title }] : []));

  const download = async (wanted: PictureShape) => {
    setBusy(true);
    setShape(wanted);
    try {
      await downloadPicture(() => card.current, wanted, `seyahat-${detail.trip.startDate}-${wanted === 'story' ? 'hikaye' : 'kare'}.png`);
    } catch {
      toast.error(tm.shareFailed);
    } finally {
      setBusy(false);
      setShape(null);
    }
  };

  return (
    <div className="space-y-4">
      <p className="text-stone-600 dark:text-stone-300">{tm.shareHint}</p>
      {offered.length > 0 && (
        <fieldset>
          <legend className="text-sm text-stone-600 dark:text-stone-300">{tm.sharePhoto}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            <PhotoChoice selected={photoId === null} onPick={() => setPhotoId(null)} label={tm.shareNoPhoto}>
              <span className="text-xs">{tm.shareNoPhoto}</span>
            </PhotoChoice>
            {offered.slice(0, OFFERED).map((photo) => (
              <PhotoChoice key={photo.id} selected={photoId === photo.id} onPick={() => setPhotoId(photo.id)} label={photo.title}>
                <img src={`/api/photos/${photo.id}/thumb`} alt="" loading="lazy" className="h-full w-full object-cover" />
              </PhotoChoice>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <Button icon={<Download className="h-4 w-4" />} onClick={() => download('story')} disabled={busy}>
          {tm.shareStory}
        </Button>
        <Button variant="secondary" icon={<Download className="h-4 w-4" />} onClick={() => download('square')} disabled={busy}>
          {tm.shareSquare}
        </Button>
      </div>
      {shape && (
        <div aria-hidden="true" style={{ position: 'fixed', left: -20000, top: 0, pointerEvents: 'none' }}>
          <StoryShareCard ref={card} detail={detail} shape={shape} photoId={photoId} />
        </div>
      )}
    </div>
  );
}
