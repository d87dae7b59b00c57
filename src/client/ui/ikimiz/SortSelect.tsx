import { ikimizMessages as im } from '../../../shared/ikimiz-words';
import { ArrowDownWideNarrow } from 'lucide-react';
import { cn } from '../cn';
import { inputClass } from '../input-class';
import type { ListSort } from './use-arrangement';

/** 'En yeni' / 'Puana göre' (the couple's average), beside a list's search box. */
export function SortSelect({ sort, onSort }: { sort: ListSort; onSort: (sort: ListSort) => void }) {
  return (
    <label className="relative inline-flex items-center">
      <span className="sr-only">{im.sort}</span>
      <ArrowDownWideNarrow className="pointer-events-none absolute left-3 h-4 w-4 text-stone-400" aria-hidden="true" />
      <select value={sort} onChange={(e) => onSort(e.target.value as ListSort)} className={cn(inputClass, 'w-auto appearance-auto py-2 pr-3 pl-9 text-sm')}>
        <option value="newest">{im.sortNewest}</option>
        <option value="rating">{im.sortRating}</option>
      </select>
    </label>
  );
}
