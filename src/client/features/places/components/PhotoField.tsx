import { useRef } from 'react';
import { Camera, LocateFixed, Trash2 } from 'lucide-react';
import { placesFormMessages as m } from '../../../../shared/places-form-words';
import { Button } from '../../../ui/Button';
import type { PhotoChoice } from './use-photo-choice';
import { Field } from '../../../ui/Field';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** 'Fotoğraf' with a preview, and 'Fotoğrafın konumunu kullan' when the photo knows where it was taken. */
export function PhotoField({
  choice,
  onChoose,
  onRemove,
  onUseGps,
  label = m.photo,
}: {
  choice: PhotoChoice;
  onChoose: (file: File) => void;
  onRemove: () => void;
  /** 'Fotoğrafın konumunu kullan', where a location is wanted (a place, not a trip's cover). */
  onUseGps?: () => void;
  label?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <Field label={label}>
      {(id) => (
        <>
          <div className="flex flex-wrap items-center gap-3">
            {choice.preview && (
              <img
                src={choice.preview}
                alt={label}
                data-testid="place-photo-preview"
                className="h-20 w-28 rounded-xl object-cover ring-1 ring-stone-200 dark:ring-stone-700"
              />
            )}
            <div className="flex flex-wrap gap-2">
              <Button variant="secondary" icon={<Camera className="h-4 w-4" />} onClick={() => input.current?.click()} disabled={choice.busy}>
                {m.photoChoose}
              </Button>
              {choice.preview && (
                <Button variant="ghost" icon={<Trash2 className="h-4 w-4" />} onClick={onRemove}>
                  {m.photoRemove}
                </Button>
              )}
              {choice.gps && onUseGps && (
                <Button variant="secondary" icon={<LocateFixed className="h-4 w-4 text-rose-600" />} onClick={onUseGps}>
                  {m.useGps}
                </Button>
              )}
            </div>
          </div>
          <input
            id={id}
            ref={input}
            type="file"
            accept={ACCEPT}
            className="sr-only"
            tabIndex={-1}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) onChoose(file);
            }}
          />
        </>
      )}
    </Field>
  );
}
