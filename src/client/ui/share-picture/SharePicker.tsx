import { useRef, useState, type ReactNode, type Ref } from 'react';
import { Download } from 'lucide-react';
import { toast } from '../../lib/toast';
import { Button } from '../Button';
import { downloadPicture, type PictureShape } from './download';
import { PhotoChoice } from './PhotoChoice';

interface SharePickerTexts {
  shareHint: string;
  sharePhoto: string;
  shareNoPhoto: string;
  shareStory: string;
  shareSquare: string;
  shareFailed: string;
}

/**
 * What a share picture offers (the year's, a trip's): an optional photo among `photos` (none unless
 * the member picks one, issue 22), and a story or square PNG. The card is drawn off screen only for
 * the download, after `prepare` (loading its code) so the picture is taken of the card, not a blank.
 */
export function SharePicker({
  texts,
  photos,
  lazyThumbs = false,
  fileName,
  prepare,
  card,
}: {
  texts: SharePickerTexts;
  photos: readonly { id: string; title: string }[];
  lazyThumbs?: boolean;
  fileName: (shape: PictureShape) => string;
  prepare?: () => Promise<unknown>;
  card: (props: { ref: Ref<HTMLDivElement>; shape: PictureShape; photoId: string | null }) => ReactNode;
}) {
  const [shape, setShape] = useState<PictureShape | null>(null);
  const [busy, setBusy] = useState(false);
  const [photoId, setPhotoId] = useState<string | null>(null);
  const ref = useRef<HTMLDivElement>(null);

  const download = async (wanted: PictureShape) => {
    setBusy(true);
    try {
      await prepare?.();
      setShape(wanted);
      // React draws the card of this shape before it is photographed (downloadPicture waits for it).
      await downloadPicture(() => ref.current, wanted, fileName(wanted));
    } catch {
      toast.error(texts.shareFailed);
    } finally {
      setBusy(false);
      setShape(null);
    }
  };

  return (
    <>
      <p className="text-stone-600 dark:text-stone-300">{texts.shareHint}</p>
      {photos.length > 0 && (
        <fieldset>
          <legend className="text-sm text-stone-600 dark:text-stone-300">{texts.sharePhoto}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            <PhotoChoice selected={photoId === null} onPick={() => setPhotoId(null)} label={texts.shareNoPhoto}>
              <span className="text-xs">{texts.shareNoPhoto}</span>
            </PhotoChoice>
            {photos.map((photo) => (
              <PhotoChoice key={photo.id} selected={photoId === photo.id} onPick={() => setPhotoId(photo.id)} label={photo.title}>
                <img src={`/api/photos/${photo.id}/thumb`} alt="" loading={lazyThumbs ? 'lazy' : undefined} className="h-full w-full object-cover" />
              </PhotoChoice>
            ))}
          </div>
        </fieldset>
      )}
      <div className="flex flex-wrap gap-3">
        <Button icon={<Download className="h-4 w-4" />} onClick={() => download('story')} disabled={busy}>
          {texts.shareStory}
        </Button>
        <Button variant="secondary" icon={<Download className="h-4 w-4" />} onClick={() => download('square')} disabled={busy}>
          {texts.shareSquare}
        </Button>
      </div>
      {shape && (
        <div aria-hidden="true" style={{ position: 'fixed', left: -20000, top: 0, pointerEvents: 'none' }}>
          {card({ ref, shape, photoId })}
        </div>
      )}
    </>
  );
}
