import { useContext, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { ImageOff } from 'lucide-react';
import { cn } from './cn';
import { FirstScreen } from './first-screen';

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
