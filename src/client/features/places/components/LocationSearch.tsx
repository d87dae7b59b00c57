import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { Loader2, MapPin, Search } from 'lucide-react';
import { GEOCODE_DEBOUNCE_MS, GEOCODE_MIN_QUERY, placesMessages as m, type GeoResult } from '../../../../shared/places';
import { errorText } from '../../../ui/CollectionPage';
import { inputClass } from '../../../ui/Field';
import { cn } from '../../../ui/cn';
import { searchLocations } from '../api';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return debounced;
}

/**
 * 'Konum Ara': addresses and place names as the person types (debounced, through the server,
 * which keeps to the geocoding service's limits and caches its answers).
 */
export function LocationSearch({ onChoose }: { onChoose: (result: GeoResult) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebounced(text.trim(), GEOCODE_DEBOUNCE_MS);
  const enabled = open && query.length >= GEOCODE_MIN_QUERY;
  const results = useQuery({
    queryKey: ['geocode', query.toLocaleLowerCase('tr')],
    queryFn: () => searchLocations(query),
    enabled,
    staleTime: 30 * 60_000,
    retry: false,
  });

  const lastError = useRef<unknown>(null);
  useEffect(() => {
    if (results.error && results.error !== lastError.current) {
      lastError.current = results.error;
      toast.error(errorText(results.error, m.geocodeFailed), { toastId: 'geocode' });
    }
  }, [results.error]);

  const items = enabled ? (results.data ?? []) : [];
  const showList = enabled && text.trim().length >= GEOCODE_MIN_QUERY && items.length > 0;

  const choose = (result: GeoResult) => {
    setOpen(false);
    setActive(-1);
    setText(result.name);
    onChoose(result);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') e.preventDefault(); // never submits the form
    if (!showList) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => Math.min(a + 1, items.length - 1));
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => Math.max(a - 1, 0));
    } else if (e.key === 'Enter' && active >= 0) {
      choose(items[active]);
    } else if (e.key === 'Escape') {
      e.stopPropagation();
      setOpen(false);
    }
  };

  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
        {m.locationSearch}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-stone-400" aria-hidden="true" />
        <input
          id={id}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={m.locationSearchPlaceholder}
          value={text}
          maxLength={200}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          className={cn(inputClass, 'pr-10 pl-10')}
        />
        {enabled && results.isFetching && (
          <Loader2 className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-rose-400" aria-hidden="true" />
        )}
        {showList && (
          <ul
            id={listId}
            role="listbox"
            aria-label={m.locationSearch}
            className="absolute inset-x-0 top-full z-[1000] mt-1 max-h-60 overflow-y-auto rounded-2xl border border-stone-200 bg-white p-1 shadow-lg shadow-stone-200/50 dark:border-stone-700 dark:bg-stone-900 dark:shadow-none"
          >
            {items.map((r, i) => (
              <li
                key={`${r.lat},${r.lng},${i}`}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(r)}
                onMouseEnter={() => setActive(i)}
                className={cn(
                  'flex cursor-pointer items-start gap-2.5 rounded-xl px-2.5 py-2',
                  i === active ? 'bg-rose-50 dark:bg-stone-800' : 'hover:bg-stone-50 dark:hover:bg-stone-800/60',
                )}
              >
                <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-rose-400" aria-hidden="true" />
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium text-stone-800 dark:text-stone-100">{r.name}</span>
                  <span className="block truncate text-xs text-stone-500 dark:text-stone-400">{r.address}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
