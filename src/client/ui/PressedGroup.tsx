import type { LucideIcon } from 'lucide-react';
import { cn } from './cn';

/**
 * A few pressed-or-not buttons side by side (the view, the filter, a place's kind): screen readers
 * hear which one is on. One look for all of them (the places page, the memories view).
 */
export function PressedGroup<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string; Icon?: LucideIcon }[];
  onChange: (value: V) => void;
  testId?: string;
}) {
  return (
    <div className="inline-flex rounded-xl bg-stone-100 p-1 dark:bg-stone-800" role="group" aria-label={label} data-testid={testId}>
      {options.map(({ value: option, label: text, Icon }) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'tap-target inline-flex items-center gap-1.5 rounded-lg px-3 py-1.5 text-sm font-medium transition-colors sm:px-3.5',
            value === option
              ? 'bg-white text-rose-600 shadow-sm dark:bg-stone-900 dark:text-rose-300'
              : 'text-stone-600 hover:text-stone-900 dark:text-stone-400 dark:hover:text-stone-100',
          )}
        >
          {Icon && <Icon className="h-4 w-4" aria-hidden="true" />}
          {text}
        </button>
      ))}
    </div>
  );
}
