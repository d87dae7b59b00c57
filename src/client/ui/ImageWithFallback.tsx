import { createContext, useContext, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from './cn';

/**
 * Where a card sits in its list, for its images: the first cards' images load at once instead of
 * lazily (`loading="lazy"` waits for layout, and the first screen's largest paint is usually one of
 * them: Lighthouse's `lcp-lazy-loaded` on /memories and /places), the very first with high priority.
 * ImageWithFallback reads it (one module with it: no chunk of its own); lists wrap their first cards in it.
 */
export type ScreenPlace = 'first' | 'near';
export const FirstScreen = createContext<ScreenPlace | null>(null);

/** The first card, the next three (a row on a wide screen), or further down (null: lazily). */
export const screenPlace = (index: number): ScreenPlace | null => (index === 0 ? 'first' : index < 4 ? 'near' : null);

/**
 * An image that shows a calm placeholder when the source is missing or fails to load. Lazily
 * loaded, but in the first cards of a list (FirstScreen) at once.
 */
export function ImageWithFallback({
  src,
  alt,
  className,
  fallback,
  ...rest
}: ImgHTMLAttributes<HTMLImageElement> & { fallback?: ReactNode }) {
  const [failed, setFailed] = useState<string | null>(null);
  const place = useContext(FirstScreen);
  if (!src || failed === src) {
    return (
      <div
        role="img"
        aria-label={alt}
        data-fallback="true"
        className={cn('flex items-center justify-center bg-gradient-to-br from-rose-50 to-stone-100 text-stone-300 dark:from-stone-800 dark:to-stone-900 dark:text-stone-600', className)}
      >
        {fallback ?? <ImageOff className="h-10 w-10" aria-hidden="true" />}
      </div>
    );
  }
  const priority = place === 'first' ? ({ fetchPriority: 'high' } as const) : {};
  return <img src={src} alt={alt} loading={place ? 'eager' : 'lazy'} {...priority} onError={() => setFailed(src)} className={className} {...rest} />;
}
