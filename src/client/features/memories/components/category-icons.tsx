import { memoryCategoryLabels, type MemoryCategory } from '../../../../shared/memories-words';
import { cn } from '../../../ui/cn';
import { categoryIcons } from '../../../ui/memory-category-icons';

export { categoryIcons };

/** A soft colour per category, so a grid of memories reads at a glance. */
export const categoryTints: Record<MemoryCategory, string> = {
  'special-days': 'bg-rose-100 text-rose-700 dark:bg-rose-950/70 dark:text-rose-300',
  travel: 'bg-sky-100 text-sky-700 dark:bg-sky-950/70 dark:text-sky-300',
  food: 'bg-amber-100 text-amber-700 dark:bg-amber-950/70 dark:text-amber-300',
  entertainment: 'bg-violet-100 text-violet-700 dark:bg-violet-950/70 dark:text-violet-300',
  nature: 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950/70 dark:text-emerald-300',
  other: 'bg-stone-100 text-stone-600 dark:bg-stone-800 dark:text-stone-300',
};

export function CategoryBadge({ category, className }: { category: MemoryCategory; className?: string }) {
  const Icon = categoryIcons[category];
  return (
    <span
      data-testid="memory-category"
      title={memoryCategoryLabels[category]}
      className={cn('inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium', categoryTints[category], className)}
    >
      <Icon className="h-3.5 w-3.5" aria-hidden="true" />
      {memoryCategoryLabels[category]}
    </span>
  );
}
