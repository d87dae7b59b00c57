import { CalendarDays, LayoutGrid } from 'lucide-react';
import { memoriesMessages as m, memoryCategories, memoryCategoryLabels, memorySortLabels, memorySorts, type MemoryCategory, type MemorySort } from '../../../../shared/memories-words';
import { inputClass } from '../../../ui/input-class';
import { cn } from '../../../ui/cn';
import { categoryIcons } from './category-icons';

export type MemoryView = 'grid' | 'calendar';

const chip = (active: boolean) =>
  cn(
    'tap-target inline-flex shrink-0 items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors',
    active
      ? 'bg-rose-600 text-white ring-rose-600'
      : 'bg-white text-stone-600 ring-stone-200 hover:bg-stone-50 dark:bg-stone-900 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800',
  );

/** View toggle, category filter (all + six) and sort (newest, oldest, most liked). */
export function MemoryToolbar({
  view,
  category,
  sort,
  onView,
  onCategory,
  onSort,
}: {
  view: MemoryView;
  category: MemoryCategory | null;
  sort: MemorySort;
  onView: (v: MemoryView) => void;
  onCategory: (c: MemoryCategory | null) => void;
  onSort: (s: MemorySort) => void;
}) {
  return (
    <div className="mb-6 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={m.viewLabel} className="inline-flex rounded-xl bg-stone-100 p-1 dark:bg-stone-800">
          {(
            [
              ['grid', m.viewGrid, LayoutGrid],
              ['calendar', m.viewCalendar, CalendarDays],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={view === value}
              onClick={() => onView(value)}
              className={cn(
                'tap-target inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition',
                view === value ? 'bg-white text-rose-600 shadow-sm dark:bg-stone-900 dark:text-rose-300' : 'text-stone-600 hover:text-stone-800 dark:text-stone-400 dark:hover:text-stone-100',
              )}
            >
              <Icon className="h-4 w-4" aria-hidden="true" />
              {label}
            </button>
          ))}
        </div>
        {view === 'grid' && (
          <select aria-label={m.sortLabel} value={sort} onChange={(e) => onSort(e.target.value as MemorySort)} className={cn(inputClass.replace('w-full ', ''), 'w-auto py-2 pr-8 text-sm')}>
            {memorySorts.map((s) => (
              <option key={s} value={s}>
                {memorySortLabels[s]}
              </option>
            ))}
          </select>
        )}
      </div>
      <div role="group" aria-label={m.filterLabel} className="-mx-4 flex gap-2 overflow-x-auto px-4 py-1.5 sm:mx-0 sm:flex-wrap sm:px-0">
        <button type="button" aria-pressed={category === null} onClick={() => onCategory(null)} className={chip(category === null)}>
          {m.filterAll}
        </button>
        {memoryCategories.map((c) => {
          const Icon = categoryIcons[c];
          return (
            <button key={c} type="button" aria-pressed={category === c} onClick={() => onCategory(c)} className={chip(category === c)}>
              <Icon className="h-4 w-4" aria-hidden="true" />
              {memoryCategoryLabels[c]}
            </button>
          );
        })}
      </div>
    </div>
  );
}
