import { useEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { ImagePlus, X } from 'lucide-react';
import { socialWords as m, type SocialPhoto } from '../../shared/social-words';
import { cn } from './cn';
import { choosePhotos, type PhotoLimit } from './choose-photos';

const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp';

/** 'Fotoğraflar': the photos kept, the new files chosen (previewed before upload), each removable. */
export function PhotoField({
  kept = [],
  added,
  limit,
  onRemoveKept = () => undefined,
  onChangeAdded,
}: {
  kept?: SocialPhoto[];
  added: File[];
  limit: PhotoLimit;
  onRemoveKept?: (id: string) => void;
  onChangeAdded: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => added.map((f) => URL.createObjectURL(f)), [added]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);
  const total = kept.length + added.length;

  const onFiles = (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    onChangeAdded(choosePhotos(files, added, kept.length, limit));
  };

  const tile = 'group relative aspect-square overflow-hidden rounded-xl bg-stone-100 ring-1 ring-stone-200 dark:bg-stone-800 dark:ring-stone-700';
  const removeButton = (label: string, onClick: () => void) => (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className="absolute top-1 right-1 flex h-7 w-7 items-center justify-center rounded-full bg-stone-900/60 text-white backdrop-blur-sm hover:bg-rose-600"
    >
      <X className="h-4 w-4" />
    </button>
  );

  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-stone-700 dark:text-stone-300">
        {m.photos} <span className="font-normal text-stone-500 dark:text-stone-400">({total}/{limit.max})</span>
      </p>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-5" data-testid="photo-previews">
        {kept.map((p, i) => (
          <div key={p.id} className={tile}>
            <img src={p.thumbUrl} alt={`${m.photos} ${i + 1}`} className="h-full w-full object-cover" />
            {removeButton(m.removePhoto, () => onRemoveKept(p.id))}
          </div>
        ))}
        {added.map((f, i) => (
          <div key={previews[i]} className={tile}>
            <img src={previews[i]} alt={f.name} className="h-full w-full object-cover" />
            {removeButton(m.removePhoto, () => onChangeAdded(added.filter((_, j) => j !== i)))}
          </div>
        ))}
        {total < limit.max && (
          <button
            type="button"
            onClick={() => input.current?.click()}
            className={cn(
              'flex aspect-square flex-col items-center justify-center gap-1 rounded-xl border-2 border-dashed border-stone-200 text-xs font-medium text-stone-500',
              'hover:border-rose-300 hover:text-rose-600 dark:border-stone-700 dark:text-stone-400 dark:hover:border-rose-700 dark:hover:text-rose-300',
            )}
          >
            <ImagePlus className="h-5 w-5" aria-hidden="true" />
            {m.addPhotos}
          </button>
        )}
      </div>
      <p className="text-xs text-stone-500 dark:text-stone-400">{m.photosHint}</p>
      <input ref={input} type="file" multiple accept={ACCEPT} onChange={onFiles} className="sr-only" aria-label={m.addPhotos} tabIndex={-1} />
    </div>
  );
}
