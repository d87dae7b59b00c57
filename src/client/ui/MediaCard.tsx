import type { HTMLAttributes, ReactNode } from 'react';
import { ImageWithFallback } from './ImageWithFallback';
import { cn } from './cn';

/**
 * A card for something with a cover (a movie poster, a book cover): the cover beside the text
 * on a phone, above it from two columns on. The cover falls back to a calm placeholder.
 */
export function MediaCard({
  image,
  imageAlt,
  fallbackIcon,
  title,
  subtitle,
  actions,
  badges,
  children,
  footer,
  testId,
}: {
  image: string | null;
  imageAlt: string;
  fallbackIcon: ReactNode;
  title: string;
  subtitle?: ReactNode;
  /** Owner-only icon buttons, top right. */
  actions?: ReactNode;
  badges?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  testId?: string;
}) {
  return (
    <article
      data-testid={testId}
      className="flex h-full gap-4 overflow-hidden rounded-2xl bg-white p-3 shadow-sm ring-1 ring-stone-200/70 transition-shadow hover:shadow-md sm:flex-col sm:gap-0 sm:p-0 dark:bg-stone-900 dark:ring-stone-800"
    >
      <ImageWithFallback
        src={image ?? undefined}
        alt={imageAlt}
        fallback={<CoverArt title={title} icon={fallbackIcon} />}
        className="aspect-[2/3] w-24 shrink-0 self-start rounded-xl object-cover sm:aspect-[4/5] sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 className="font-semibold leading-snug [overflow-wrap:anywhere] text-stone-900 dark:text-stone-50">{title}</h2>
            {subtitle && <p className="mt-0.5 text-sm text-stone-500 dark:text-stone-400">{subtitle}</p>}
          </div>
          {actions && <div className="-mt-1 -mr-1 flex shrink-0">{actions}</div>}
        </div>
        {badges && <div className="flex flex-wrap items-center gap-1.5">{badges}</div>}
        {children}
        {footer && <div className="mt-auto pt-1 text-xs text-stone-500 dark:text-stone-400">{footer}</div>}
      </div>
    </article>
  );
}

const coverTones = [
  'from-rose-100 via-rose-50 to-amber-50 text-rose-400 dark:from-rose-950/70 dark:via-stone-900 dark:to-stone-900 dark:text-rose-300/70',
  'from-amber-100 via-orange-50 to-rose-50 text-amber-500 dark:from-amber-950/60 dark:via-stone-900 dark:to-stone-900 dark:text-amber-300/70',
  'from-stone-200 via-stone-100 to-rose-50 text-stone-500 dark:from-stone-800 dark:via-stone-900 dark:to-stone-900 dark:text-stone-400',
  'from-orange-100 via-amber-50 to-stone-100 text-orange-400 dark:from-orange-950/50 dark:via-stone-900 dark:to-stone-900 dark:text-orange-300/70',
];

/** A made-up cover for an item without one: a warm tint picked by its title, its icon and its name. */
function CoverArt({ title, icon }: { title: string; icon: ReactNode }) {
  let hash = 0;
  for (const ch of title) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return (
    <div className={cn('flex h-full w-full flex-col items-center justify-center gap-3 bg-gradient-to-br p-5 text-center', coverTones[hash % coverTones.length])}>
      <span className="[&_svg]:h-8 [&_svg]:w-8 sm:[&_svg]:h-10 sm:[&_svg]:w-10">{icon}</span>
      <span className="hidden font-serif text-lg leading-snug text-stone-700/80 sm:line-clamp-4 dark:text-stone-200/80">{title}</span>
    </div>
  );
}

export type PillTone = 'stone' | 'rose' | 'amber' | 'emerald' | 'sky';

/** A small rounded label, e.g. a status or a rating. */
export function Pill({ tone = 'stone', className, children, ...rest }: HTMLAttributes<HTMLSpanElement> & { tone?: PillTone }) {
  const tones = {
    stone: 'bg-stone-100 text-stone-600 dark:bg-stone-800 dark:text-stone-300',
    rose: 'bg-rose-50 text-rose-700 dark:bg-rose-950/60 dark:text-rose-300',
    amber: 'bg-amber-50 text-amber-700 dark:bg-amber-950/50 dark:text-amber-300',
    emerald: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-950/50 dark:text-emerald-300',
    sky: 'bg-sky-50 text-sky-700 dark:bg-sky-950/50 dark:text-sky-300',
  };
  return (
    <span className={cn('inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium', tones[tone], className)} {...rest}>
      {children}
    </span>
  );
}

/** A paragraph cut to a few lines (a plot, a note). */
export function ClampedText({ lines = 3, className, children }: { lines?: 2 | 3 | 4; className?: string; children: ReactNode }) {
  const clamp = { 2: 'line-clamp-2', 3: 'line-clamp-3', 4: 'line-clamp-4' }[lines];
  return <p className={cn('text-sm leading-relaxed text-stone-600 dark:text-stone-300', clamp, className)}>{children}</p>;
}
