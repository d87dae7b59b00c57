import type { ReactNode } from 'react';
import { Loader2, Star } from 'lucide-react';
import { ImageWithFallback } from './ImageWithFallback';

/** What the catalogue told about the chosen title: its cover, a short text and the IMDb rating. */
export function CatalogPreview({
  image,
  text,
  rating,
  loading,
  loadingText,
  fallbackIcon,
}: {
  image: string | null;
  text: string;
  rating?: number | null;
  loading: boolean;
  loadingText: string;
  fallbackIcon: ReactNode;
}) {
  if (!loading && !image && !text && (rating === null || rating === undefined)) return null;
  return (
    <div className="flex gap-3 rounded-2xl bg-stone-50 p-3 dark:bg-stone-800/60" aria-live="polite">
      <ImageWithFallback src={image ?? undefined} alt="" fallback={fallbackIcon} className="aspect-[2/3] w-16 shrink-0 rounded-lg object-cover [&_svg]:h-6 [&_svg]:w-6" />
      <div className="min-w-0 text-sm text-stone-600 dark:text-stone-300">
        {loading ? (
          <p className="flex items-center gap-2 text-stone-500">
            <Loader2 className="h-4 w-4 animate-spin text-rose-400" aria-hidden="true" />
            {loadingText}
          </p>
        ) : (
          <>
            {rating !== null && rating !== undefined && (
              <p className="mb-1 flex items-center gap-1 font-medium text-stone-700 dark:text-stone-200">
                <Star className="h-3.5 w-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
                IMDb {rating.toFixed(1)}
              </p>
            )}
            {text && <p className="line-clamp-4 leading-relaxed">{text}</p>}
          </>
        )}
      </div>
    </div>
  );
}
