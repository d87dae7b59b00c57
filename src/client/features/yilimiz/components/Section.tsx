import type { ReactNode } from 'react';
import { cn } from '../../../ui/cn';

/**
 * One screen of the year: at least the height of a phone's screen under the top bar, its title
 * small and its figure large, so the page reads one section at a time. A section the screen does
 * not show is not laid out or painted until it comes near (`content-visibility: auto`, its size
 * kept as one screen meanwhile): the first paint of the year page lays out its first screen, not
 * all ten (Lighthouse's trace: one 107 ms task of layout and style for the whole page).
 */
export function Section({ id, title, icon, children, className }: { id: string; title: string; icon?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section
      data-testid={`yil-section-${id}`}
      aria-labelledby={`yil-${id}-title`}
      className={cn(
        'flex min-h-[calc(100dvh-5rem)] snap-start flex-col justify-center gap-6 rounded-3xl bg-white px-5 py-10 shadow-sm ring-1 ring-stone-200/70 [contain-intrinsic-size:auto_calc(100dvh-5rem)] [content-visibility:auto] sm:px-10 dark:bg-stone-900 dark:ring-stone-800',
        className,
      )}
    >
      <h2 id={`yil-${id}-title`} className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
        {icon && <span className="text-rose-600 dark:text-rose-400">{icon}</span>}
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The section's large figure and its words. */
export function BigFigure({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p data-testid={testId} className="font-serif text-4xl leading-tight font-semibold text-stone-900 sm:text-5xl dark:text-stone-50">
      {children}
    </p>
  );
}

export function Muted({ children }: { children: ReactNode }) {
  return <p className="text-sm text-stone-500 dark:text-stone-400">{children}</p>;
}

/** A small titled list of the section (the most liked, the photos, a ranking); nothing when it is empty. */
export function TitledList<T>({
  title,
  items,
  keyOf,
  className,
  ordered = false,
  children,
}: {
  title: string;
  items: readonly T[];
  keyOf: (item: T) => string;
  className: string;
  /** A ranking: an ordered list. */
  ordered?: boolean;
  children: (item: T) => ReactNode;
}) {
  if (!items.length) return null;
  const List = ordered ? 'ol' : 'ul';
  return (
    <div>
      <h3 className="text-xs font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">{title}</h3>
      <List className={className}>
        {items.map((item) => (
          <li key={keyOf(item)}>{children(item)}</li>
        ))}
      </List>
    </div>
  );
}

/** A short ranked list: "Drama · 2". */
export function RankList({ title, items }: { title: string; items: { name: string; count: number }[] }) {
  return (
    <TitledList title={title} items={items} keyOf={(item) => item.name} className="mt-2 space-y-1" ordered>
      {(item) => (
        <span className="flex items-baseline justify-between gap-3 text-stone-800 dark:text-stone-200">
          <span className="truncate">{item.name}</span>
          <span className="text-sm text-stone-500 tabular-nums dark:text-stone-400">{item.count}</span>
        </span>
      )}
    </TitledList>
  );
}
