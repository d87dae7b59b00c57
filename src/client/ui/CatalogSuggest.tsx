import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../lib/toast';
import { Loader2 } from 'lucide-react';
import { CATALOG_MIN_QUERY } from '../../shared/catalog';
import { rerankByTitle } from './rerank-by-title';
import { ImageWithFallback } from './ImageWithFallback';
import { inputClass } from './input-class';
import { cn } from './cn';
import { comboboxProps, SuggestionList, useSuggestionKeys } from './SuggestionList';
import { useDebounced } from '../lib/use-debounced';
import { Field } from './Field';

export interface Suggestion {
  id: string;
  title: string;
  subtitle?: string;
  image?: string | null;
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

  const pick = (item: T) => {
    setTyped(false);
    onChoose(item);
  };
  const { active, setActive, onKeyDown, choose } = useSuggestionKeys(ranked, open, pick, () => setTyped(false));

  return (
    <Field id={id} label={label}>
      {() => (
        <>
          <div className="relative">
            <input
              id={id}
              {...comboboxProps(listId, open, active)}
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
            {searching && <Loader2 className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-rose-400" aria-hidden="true" />}
          </div>
          {hint && !open && <p className="text-xs text-stone-500 dark:text-stone-400">{hint}</p>}
          {open && (
            <SuggestionList
              id={listId}
              label={label}
              items={ranked}
              active={active}
              setActive={setActive}
              onChoose={choose}
              itemKey={(item) => toSuggestion(item).id}
              className="max-h-60"
            >
              {(item) => {
                const s = toSuggestion(item);
                return (
                  <>
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
                  </>
                );
              }}
            </SuggestionList>
          )}
        </>
      )}
    </Field>
  );
}
