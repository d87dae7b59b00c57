import { wishMessages as wm } from '../../../shared/wishes-words';
import type { ReactNode } from 'react';
import { HeartHandshake } from 'lucide-react';
import { cn } from '../cn';
import type { ListSort } from './use-arrangement';
import { SortSelect } from './SortSelect';

const segment = 'tap-target rounded-full px-3 py-1.5 text-xs font-semibold transition-colors';

/**
 * Beside a list's search box: the shelf 'İkimiz de istiyoruz' ('Tümü' or only the matches), the
 * order ('En yeni' / 'Puana göre') and what the page adds ('Bu akşam ne izlesek?').
 */
export function ListControls({ sort, onSort, shelf, children }: { sort: ListSort; onSort: (sort: ListSort) => void; shelf: { on: boolean; onChange: (on: boolean) => void }; children?: ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <div role="group" aria-label={wm.shelf} className="inline-flex rounded-full bg-stone-100 p-1 dark:bg-stone-800">
        <button type="button" aria-pressed={!shelf.on} onClick={() => shelf.onChange(false)} className={cn(segment, !shelf.on ? 'bg-white text-stone-800 shadow-sm dark:bg-stone-950 dark:text-stone-100' : 'text-stone-600 hover:text-stone-800 dark:text-stone-400 dark:hover:text-stone-100')}>
          {wm.shelfAll}
        </button>
        <button type="button" aria-pressed={shelf.on} onClick={() => shelf.onChange(true)} className={cn(segment, 'inline-flex items-center gap-1', shelf.on ? 'bg-rose-600 text-white shadow-sm dark:bg-rose-700' : 'text-stone-600 hover:text-rose-700 dark:text-stone-400 dark:hover:text-rose-300')}>
          <HeartHandshake className="h-3.5 w-3.5" aria-hidden="true" />
          {wm.shelf}
        </button>
      </div>
      <SortSelect sort={sort} onSort={onSort} />
      {children}
    </div>
  );
}
