import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import Fuse from 'fuse.js';
import { toast } from 'react-toastify';
import { Loader2 } from 'lucide-react';
import { CATALOG_FUZZY_OPTIONS, CATALOG_MIN_QUERY } from '../../shared/catalog';
import { ImageWithFallback } from './ImageWithFallback';
import { inputClass } from './Field';
import { cn } from './cn';

export interface Suggestion {
  id: string;
  title: string;
  subtitle?: string;
  image?: string | null;
}

/**
 * Matches first, best first (fuse.js on the title, the spec's threshold 0.4), then the rest in
 * the catalogue's own order: a book found by its author's name stays in the list.
 */
export function rerankByTitle<T>(items: T[], query: string, title: (item: T) => string): T[] {
  const fuse = new Fuse(items.map((item) => ({ item, title: title(item) })), { ...CATALOG_FUZZY_OPTIONS, keys: ['title'] });
  const matched = fuse.search(query).map((r) => r.item.item);
  return [...matched, ...items.filter((i) => !matched.includes(i))];
}

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * A title field that searches an outside catalogue as the person types (from 2 characters;
 * shorter input clears the suggestions) and offers the results in a list (max height 15rem).
 * Choosing one hands it to `onChoose` and closes the list until the title is typed again.
 * The typed title stays valid on its own: the catalogue is a help, not a must.
 */
export function CatalogSuggest<T>({
  label,
  placeholder,
  value,
  onChange,
  onChoose,
  catalog,
  search,
  toSuggestion,
  searchFailed,
  fallbackIcon,
  hint,
  autoFocus,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  onChoose: (item: T) => void;
  /** Names the catalogue in the query cache ('movies', 'series', 'books'). */
  catalog: string;
  search: (query: string) => Promise<T[]>;
  toSuggestion: (item: T) => Suggestion;
  /** The spec's message for a failed search, when the server gives none. */
  searchFailed: (error: unknown) => string;
  fallbackIcon?: ReactNode;
  hint?: string;
  autoFocus?: boolean;
}) {
  const id = useId();
  const listId = `${id}-list`;
  // Only typing opens suggestions: a prefilled title (editing) or a chosen one does not.
  const [typed, setTyped] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(value.trim(), 300);
  const enabled = typed && query.length >= CATALOG_MIN_QUERY;

  const results = useQuery({
    queryKey: ['catalog', catalog, query.toLocaleLowerCase('tr')],
    queryFn: () => search(query),
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });

  const lastError = useRef<unknown>(null);
  useEffect(() => {
    if (results.error && results.error !== lastError.current) {
      lastError.current = results.error;
      toast.error(searchFailed(results.error), { toastId: `catalog-${catalog}` });
    }
  }, [results.error, searchFailed, catalog]);

  const ranked = useMemo(
    () => (results.data ? rerankByTitle(results.data, query, (item) => toSuggestion(item).title) : []),
    [results.data, query, toSuggestion],
  );
  const open = enabled && value.trim().length >= CATALOG_MIN_QUERY && ranked.length > 0;
  const searching = enabled && results.isFetching;

  const choose = (item: T) => {
    setTyped(false);
    setActive(-1);
    onChoose(item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, ranked.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      choose(ranked[active]);
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      setTyped(false);
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          autoFocus={autoFocus}
          placeholder={placeholder}
          value={value}
          maxLength={300}
          onChange={(e) => {
            setTyped(true);
            setActive(-1);
            onChange(e.target.value);
          }}
          onKeyDown={onKeyDown}
          className={cn(inputClass, 'pr-10')}
        />
        {searching && (
          <Loader2 className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-rose-400" aria-hidden="true" />
        )}
      </div>
      {hint && !open && <p className="text-xs text-stone-500 dark:text-stone-400">{hint}</p>}
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label={label}
          className="max-h-60 overflow-y-auto rounded-2xl border border-stone-200 bg-white p-1 shadow-lg shadow-stone-200/50 dark:border-stone-700 dark:bg-stone-900 dark:shadow-none"
        >
          {ranked.map((item, i) => {
            const s = toSuggestion(item);
            return (
              <li
                key={s.id}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(item)}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-center gap-3 rounded-xl px-2 py-1.5',
                  i === active ? 'bg-rose-50 dark:bg-stone-800' : 'hover:bg-stone-50 dark:hover:bg-stone-800/60',
                )}
              >
                <ImageWithFallback
                  src={s.image ?? undefined}
                  alt=""
                  fallback={fallbackIcon}
                  className="h-12 w-8 shrink-0 rounded-md object-cover [&_svg]:h-4 [&_svg]:w-4"
                />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-stone-800 dark:text-stone-100">{s.title}</span>{' '}
                  {s.subtitle && <span className="block truncate text-xs text-stone-500 dark:text-stone-400">{s.subtitle}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
