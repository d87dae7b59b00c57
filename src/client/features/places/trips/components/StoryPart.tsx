import type { ReactNode } from 'react';

/** One part of a trip's story: a card with its small heading (the route, the days, the songs, the picture). */
export function Part({ id, title, icon, children }: { id: string; title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <section
      aria-labelledby={`story-${id}`}
      className="space-y-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:p-8 dark:bg-stone-900 dark:ring-stone-800"
    >
      <h2 id={`story-${id}`} className="flex items-center gap-2 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
        <span className="text-rose-600 dark:text-rose-400">{icon}</span>
        {title}
      </h2>
      {children}
    </section>
  );
}
