import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { cn } from '../../../ui/cn';

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toLocaleUpperCase('tr'))
    .join('');

/** A round portrait: the member's profile photo, or their initials until one is uploaded. */
export function Portrait({ name, photoUrl, className }: { name: string; photoUrl: string | null; className?: string }) {
  return (
    <ImageWithFallback
      src={photoUrl ?? undefined}
      alt={name}
      className={cn('h-24 w-24 rounded-full object-cover shadow-md ring-4 ring-white sm:h-28 sm:w-28 dark:ring-stone-900', className)}
      fallback={
        <span className="flex h-full w-full items-center justify-center rounded-full bg-gradient-to-br from-rose-200 to-amber-100 font-serif text-3xl font-semibold text-rose-700 dark:from-rose-800 dark:to-stone-700 dark:text-rose-100">
          {initials(name)}
        </span>
      }
    />
  );
}
