import { ArrowDownWideNarrow, HeartHandshake } from 'lucide-react';
import { ikimizMessages as im, type TonightKind } from '../../../shared/ikimiz-words';
import { cn } from '../cn';
import { inputClass } from '../Field';
import type { ListSort } from './use-arrangement';
import { TonightButton } from './TonightButton';

const segment = 'tap-target rounded-full px-3 py-1.5 text-xs font-semibold transition-colors';

/**
 * Beside a list's search box: the shelf 'İkimiz de istiyoruz' (lists with wishes), the order
 * ('En yeni' / 'Puana göre') and, on the movies and series, 'Bu akşam ne izlesek?'.
 */
export function ListControls({
  sort,
  onSort,
  shelf,
  tonight,
}: {
  sort: ListSort;
  onSort: (sort: ListSort) => void;
  shelf?: { on: boolean; onChange: (on: boolean) => void };
  tonight?: readonly TonightKind[];
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      {shelf && (
        <div role="group" aria-label={im.shelf} className="inline-flex rounded-full bg-stone-100 p-1 dark:bg-stone-800">
          <button type="button" aria-pressed={!shelf.on} onClick={() => shelf.onChange(false)} className={cn(segment, !shelf.on ? 'bg-white text-stone-800 shadow-sm dark:bg-stone-950 dark:text-stone-100' : 'text-stone-500 hover:text-stone-800 dark:text-stone-400 dark:hover:text-stone-100')}>
            {im.shelfAll}
          </button>
          <button type="button" aria-pressed={shelf.on} onClick={() => shelf.onChange(true)} className={cn(segment, 'inline-flex items-center gap-1', shelf.on ? 'bg-rose-600 text-white shadow-sm dark:bg-rose-700' : 'text-stone-500 hover:text-rose-700 dark:text-stone-400 dark:hover:text-rose-300')}>
            <HeartHandshake className="h-3.5 w-3.5" aria-hidden="true" />
            {im.shelf}
          </button>
        </div>
      )}
      <label className="relative inline-flex items-center">
        <span className="sr-only">{im.sort}</span>
        <ArrowDownWideNarrow className="pointer-events-none absolute left-3 h-4 w-4 text-stone-400" aria-hidden="true" />
        <select value={sort} onChange={(e) => onSort(e.target.value as ListSort)} className={cn(inputClass, 'w-auto appearance-auto py-2 pr-3 pl-9 text-sm')}>
          <option value="newest">{im.sortNewest}</option>
          <option value="rating">{im.sortRating}</option>
        </select>
      </label>
      {tonight && <TonightButton kinds={tonight} />}
    </div>
  );
}
