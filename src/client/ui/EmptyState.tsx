import type { ReactNode } from 'react';

export function EmptyState({ icon, title, children }: { icon?: ReactNode; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-3xl border border-dashed border-stone-200 px-6 py-14 text-center dark:border-stone-800">
      {icon && <div className="mb-3 text-rose-300 dark:text-rose-400/60">{icon}</div>}
      <p className="font-medium text-stone-700 dark:text-stone-200">{title}</p>
      {children && <div className="mt-1 text-sm text-stone-500 dark:text-stone-400">{children}</div>}
    </div>
  );
}
