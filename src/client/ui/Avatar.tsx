import type { ImgHTMLAttributes } from 'react';
import { ImageWithFallback } from './ImageWithFallback';
import { cn } from './cn';

/** 'ayşe yılmaz' → 'AY': the first letters of the first two words, upper-cased the Turkish way (i → İ). */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toLocaleUpperCase('tr'))
    .join('');

/**
 * A member's round picture: their profile photo, or the initials of their name until one is
 * uploaded. `className` (the size) styles both, `photoClassName` only the photo and
 * `initialsClassName` only the initials (colours, type size).
 *
 * `labelled` (the home portraits): the picture is an image named after the member either way,
 * and a photo that fails to load gives way to the initials. Otherwise the photo takes `alt`
 * (decorative by default) and the initials are plain text.
 */
export function Avatar({
  name,
  photoUrl,
  labelled = false,
  alt = '',
  className,
  photoClassName,
  initialsClassName,
  ...rest
}: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'children'> & {
  name: string;
  photoUrl: string | null;
  labelled?: boolean;
  photoClassName?: string;
  initialsClassName?: string;
}) {
  const initialsClass = cn('flex items-center justify-center rounded-full font-semibold', initialsClassName);
  if (labelled) {
    return (
      <ImageWithFallback
        src={photoUrl ?? undefined}
        alt={name}
        className={cn('rounded-full object-cover', className, photoClassName)}
        fallback={<span className={cn(initialsClass, 'h-full w-full')}>{initials(name)}</span>}
        {...rest}
      />
    );
  }
  return photoUrl ? (
    <img src={photoUrl} alt={alt} {...rest} className={cn('rounded-full object-cover', className, photoClassName)} />
  ) : (
    <span className={cn(initialsClass, className)}>{initials(name)}</span>
  );
}
