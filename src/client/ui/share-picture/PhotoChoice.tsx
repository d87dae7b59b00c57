import type { ReactNode } from 'react';

/** One choice of the share picture's photo (or 'Fotoğrafsız'): a small pressed-or-not tile. */
export function PhotoChoice({ selected, onPick, label, children }: { selected: boolean; onPick: () => void; label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      aria-label={label}
      onClick={onPick}
      className={`flex h-14 w-14 items-center justify-center overflow-hidden rounded-xl bg-stone-100 text-stone-600 ring-2 dark:bg-stone-800 dark:text-stone-300 ${selected ? 'ring-rose-600' : 'ring-transparent'}`}
    >
      {children}
    </button>
  );
}
