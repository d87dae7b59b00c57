import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Loader2, Send } from 'lucide-react';
import { GAME_MIN_QUERY, GAME_SEARCH_DEBOUNCE_MS, movieGameMessages as gm } from '../../../../shared/movie-game-words';
import type { GameSearchResult } from '../../../../shared/movie-game';
import { Button } from '../../../ui/Button';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { inputClass } from '../../../ui/input-class';
import { cn } from '../../../ui/cn';
import { comboboxProps, SuggestionList, useSuggestionKeys } from '../../../ui/SuggestionList';
import { useDebounced } from '../../../lib/use-debounced';
import { searchTitles } from '../api';

/** The name a Turkish player knows a title by: the Turkish title where one is in use. */
const shownTitle = (r: GameSearchResult) => r.titleTr ?? r.title;

/**
 * The guess field: searches movies and series from 3 characters, 500 ms after the last key,
 * and offers poster, title and year. Only a title chosen from the list can be sent.
 */
export function GuessSearch({ busy, message, onGuess }: { busy: boolean; message: string | null; onGuess: (choice: GameSearchResult | null) => void }) {
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const [chosen, setChosen] = useState<GameSearchResult | null>(null);
  const query = useDebounced(text.trim(), GAME_SEARCH_DEBOUNCE_MS);
  const enabled = !chosen && query.length >= GAME_MIN_QUERY;
  const results = useQuery({
    queryKey: ['game-search', query.toLocaleLowerCase('tr')],
    // The ranking (fuse.js) loads with the first search, not with the page.
    queryFn: async () => {
      const [items, { rerankByTitle }] = await Promise.all([searchTitles(query), import('../../../ui/rerank-by-title')]);
      return rerankByTitle(items, query, shownTitle);
    },
    enabled,
    staleTime: 10 * 60_000,
    retry: false,
  });
  const ranked = results.data ?? [];
  const open = enabled && text.trim().length >= GAME_MIN_QUERY && ranked.length > 0;
  const searchMessage = !enabled
    ? null
    : results.isError
      ? gm.searchFailed
      : results.isSuccess && ranked.length === 0 && !results.isFetching
        ? gm.notFound
        : null;

  const pick = (r: GameSearchResult) => {
    setChosen(r);
    setText(shownTitle(r));
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || !text.trim()) return;
    onGuess(chosen && shownTitle(chosen) === text ? chosen : null);
  };

  const { active, setActive, onKeyDown, choose } = useSuggestionKeys(ranked, open, pick);

  const shown = message ?? searchMessage;
  return (
    <form onSubmit={submit} className="space-y-2" data-testid="guess-form" data-chosen={chosen?.id ?? ''}>
      <label htmlFor={id} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
        {gm.searchLabel}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <div className="relative flex-1">
          <input
            id={id}
            {...comboboxProps(listId, open, active)}
            placeholder={gm.searchPlaceholder}
            value={text}
            maxLength={100}
            onChange={(e) => {
              setText(e.target.value);
              setChosen(null);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            className={cn(inputClass, 'pr-10')}
          />
          {enabled && results.isFetching && (
            <Loader2 className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-rose-400" aria-hidden="true" />
          )}
          {open && (
            <SuggestionList id={listId} label={gm.searchLabel} items={ranked} active={active} setActive={setActive} onChoose={choose} itemKey={(r) => r.id} className="absolute z-20 mt-1 max-h-72 w-full">
              {(r) => (
                <>
                  <ImageWithFallback
                    src={r.poster ?? undefined}
                    alt=""
                    fallback={<Clapperboard aria-hidden="true" />}
                    className="h-12 w-8 shrink-0 rounded-md object-cover [&_svg]:h-4 [&_svg]:w-4"
                  />
                  <span className="min-w-0">
                    <span className="block truncate text-sm font-medium text-stone-800 dark:text-stone-100">{shownTitle(r)}</span>
                    <span className="block text-xs text-stone-500 dark:text-stone-400">
                      {[r.titleTr ? r.title : null, r.year, gm.types[r.type]].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                </>
              )}
            </SuggestionList>
          )}
        </div>
        <Button type="submit" disabled={busy || !text.trim()} icon={busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Send className="h-4 w-4" aria-hidden="true" />}>
          {gm.guess}
        </Button>
      </div>
      <p role="status" aria-live="polite" className="min-h-5 text-sm text-rose-600 dark:text-rose-400">
        {shown}
      </p>
    </form>
  );
}
