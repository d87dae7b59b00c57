import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Loader2, MapPin, Search } from 'lucide-react';
import { addressUnderName, GEOCODE_DEBOUNCE_MS, GEOCODE_MIN_QUERY, type GeoResult } from '../../../../shared/places-words';
import { placesFormMessages as m } from '../../../../shared/places-form-words';
import { errorText } from '../../../ui/error-text';
import { inputClass } from '../../../ui/input-class';
import { cn } from '../../../ui/cn';
import { comboboxProps, SuggestionList, useSuggestionKeys } from '../../../ui/SuggestionList';
import { useDebounced } from '../../../lib/use-debounced';
import { searchLocations } from '../api';
import { Field } from '../../../ui/Field';

/**
 * 'Konum Ara': addresses and place names as the person types (debounced, through the server,
 * which keeps to the geocoding service's limits and caches its answers).
 */
export function LocationSearch({ onChoose, label = m.locationSearch }: { onChoose: (result: GeoResult) => void; label?: string }) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
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

  const pick = (result: GeoResult) => {
    setOpen(false);
    setText(result.name);
    onChoose(result);
  };

  const { active, setActive, onKeyDown, choose } = useSuggestionKeys(items, showList, pick, () => setOpen(false));

  return (
    <Field id={id} label={label}>
      {() => (
        <>
          <div className="relative">
            <Search className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-stone-500 dark:text-stone-400" aria-hidden="true" />
            <input
              id={id}
              {...comboboxProps(listId, showList, active)}
              placeholder={m.locationSearchPlaceholder}
              value={text}
              maxLength={200}
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') e.preventDefault(); // never submits the place form
                onKeyDown(e);
              }}
              className={cn(inputClass, 'pr-10 pl-10')}
            />
            {enabled && results.isFetching && (
              <Loader2 className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-rose-400" aria-hidden="true" />
            )}
            {showList && (
              <SuggestionList
                id={listId}
                label={label}
                items={items}
                active={active}
                setActive={setActive}
                onChoose={choose}
                itemKey={(r, i) => `${r.lat},${r.lng},${i}`}
                className="absolute inset-x-0 top-full z-[1000] mt-1 max-h-60"
                optionClassName="items-start gap-2.5 px-2.5 py-2"
              >
                {(r) => (
                  <>
                    <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-rose-400" aria-hidden="true" />
                    {/* The short address fits the form; the service's whole text is the tooltip. */}
                    <span className="min-w-0" title={r.fullAddress || undefined}>
                      <span className="block truncate text-sm font-medium text-stone-800 dark:text-stone-100">{r.name}</span>
                      <span className="line-clamp-2 text-xs text-stone-500 dark:text-stone-400">{addressUnderName(r.address, r.name)}</span>
                    </span>
                  </>
                )}
              </SuggestionList>
            )}
          </div>
        </>
      )}
    </Field>
  );
}
