import { useState, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from './cn';

/**
 * Arrow keys move through an open suggestion list, Enter chooses, Escape closes. Shared by every
 * search-as-you-type field (catalogue titles, places, the game's guess).
 */
export function useSuggestionKeys<T>(items: T[], open: boolean, onChoose: (item: T) => void, onEscape?: () => void) {
  const [active, setActive] = useState(-1);
  const choose = (item: T) => {
    setActive(-1);
    onChoose(item);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, items.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(items[active]);
    } else if (e.key === 'Escape' && onEscape) {
      e.stopPropagation();
      onEscape();
    }
  };
  return { active, setActive, onKeyDown, choose };
}

/** The input's ARIA attributes that tie it to its SuggestionList. */
export const comboboxProps = (listId: string, open: boolean, active: number) => ({
  role: 'combobox' as const,
  'aria-expanded': open,
  'aria-controls': listId,
  'aria-autocomplete': 'list' as const,
  'aria-activedescendant': open && active >= 0 ? `${listId}-${active}` : undefined,
  autoComplete: 'off',
});

/** The list under a search field: one option per item, the active one highlighted. */
export function SuggestionList<T>({
  id,
  label,
  items,
  active,
  setActive,
  onChoose,
  itemKey,
  className,
  optionClassName = 'items-center gap-3 px-2 py-1.5',
  children,
}: {
  id: string;
  label: string;
  items: T[];
  active: number;
  setActive: (i: number) => void;
  onChoose: (item: T) => void;
  itemKey: (item: T, i: number) => string;
  className?: string;
  optionClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label={label}
      className={cn(
        'overflow-y-auto rounded-2xl border border-stone-200 bg-white p-1 shadow-lg shadow-stone-200/50 dark:border-stone-700 dark:bg-stone-900 dark:shadow-none',
        className,
      )}
    >
      {items.map((item, i) => (
        <li
          key={itemKey(item, i)}
          id={`${id}-${i}`}
          role="option"
          aria-selected={i === active}
          // Keeps the focus in the input, so the click lands before a blur could close the list.
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChoose(item)}
          onMouseEnter={() => setActive(i)}
          className={cn(
            'flex cursor-pointer rounded-xl',
            optionClassName,
            i === active ? 'bg-rose-50 dark:bg-stone-800' : 'hover:bg-stone-50 dark:hover:bg-stone-800/60',
          )}
        >
          {children(item)}
        </li>
      ))}
    </ul>
  );
}
