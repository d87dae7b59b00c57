import type { ReactNode } from 'react';

export function PageHeader({ title, subtitle, action }: { title: string; subtitle?: string; action?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
      <div>
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-stone-900 dark:text-stone-50">{title}</h1>
        {subtitle && <p className="mt-1 text-stone-500 dark:text-stone-400">{subtitle}</p>}
      </div>
      {action}
    </header>
  );
}
