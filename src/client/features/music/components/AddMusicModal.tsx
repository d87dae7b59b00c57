import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Info, Link2, Loader2, Music2, Search } from 'lucide-react';
import { formatDate } from '../../../../shared/dates';
import { MUSIC_SEARCH_MIN_QUERY, addMusicInput, musicMessages as m, type AddMusicInput } from '../../../../shared/music';
import { parsedOrToast } from '../../../lib/validate';
import { errorText } from '../../../ui/error-text';
import { Field, inputClass } from '../../../ui/Field';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { Modal } from '../../../ui/Modal';
import { cn } from '../../../ui/cn';
import { addMusic, searchErrorText, searchMusic } from '../api';
import { useDebounced } from '../../../lib/use-debounced';
import { FormFooter } from '../../../ui/FormFooter';

/**
 * 'Yeni Müzik Ekle' for the chosen day: a YouTube search when the server has a key, and always
 * a field for a pasted YouTube link. Only the video is sent; the server reads its facts.
 */
export function AddMusicModal({ date, initialLink = '', searchEnabled, onClose }: { date: string; initialLink?: string; searchEnabled: boolean; onClose: () => void }) {
  const client = useQueryClient();
  const [query, setQuery] = useState('');
  const [link, setLink] = useState(initialLink);
  const q = useDebounced(query.replace(/\s+/g, ' ').trim(), 400);
  const enabled = searchEnabled && q.length >= MUSIC_SEARCH_MIN_QUERY;

  const results = useQuery({ queryKey: ['music-search', q.toLocaleLowerCase('tr')], queryFn: () => searchMusic(q), enabled, retry: false, staleTime: 10 * 60_000 });
  useEffect(() => {
    if (results.error) toast.error(searchErrorText(results.error), { toastId: 'music-search' });
  }, [results.error]);

  const adding = useMutation({
    mutationFn: (input: AddMusicInput) => addMusic(input),
    onSuccess: () => {
      toast.success(m.added);
      void client.invalidateQueries({ queryKey: ['music'] });
      onClose();
    },
    onError: (error) => toast.error(errorText(error, m.saveFailed)),
  });

  const submitLink = (e: FormEvent) => {
    e.preventDefault();
    const input = { date, url: link };
    if (parsedOrToast(addMusicInput, input) !== undefined) adding.mutate(input);
  };

  const found = enabled ? results.data : undefined;
  return (
    <Modal open title={m.addTitle} onClose={onClose} size="lg">
      <p className="-mt-2 mb-4 text-sm text-stone-500 dark:text-stone-400">
        {m.addingTo} <span className="font-medium text-stone-700 dark:text-stone-200">{formatDate(date, { weekday: true })}</span>
      </p>

      {searchEnabled ? (
        <div className="space-y-2">
          <Field label={m.searchLabel}>
            {(id) => (
              <div className="relative">
                <Search className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-stone-500 dark:text-stone-400" aria-hidden="true" />
                <input id={id} type="search" autoComplete="off" maxLength={100} placeholder={m.searchPlaceholder} value={query} onChange={(e) => setQuery(e.target.value)} className={cn(inputClass, 'pr-10 pl-10 [&::-webkit-search-cancel-button]:appearance-none')} />
                {enabled && results.isFetching && <Loader2 className="absolute top-1/2 right-3.5 h-4 w-4 -translate-y-1/2 animate-spin text-rose-400" aria-label={m.searching} />}
              </div>
            )}
          </Field>
          {found && found.length === 0 && <p className="px-1 text-sm text-stone-500 dark:text-stone-400">{m.noResults}</p>}
          {found && found.length > 0 && (
            <ul aria-label={m.searchLabel} className="max-h-80 space-y-1 overflow-y-auto rounded-2xl border border-stone-200 p-1 dark:border-stone-700">
              {found.map((r) => (
                <li key={r.videoId}>
                  <button
                    type="button"
                    disabled={adding.isPending}
                    onClick={() => adding.mutate({ date, videoId: r.videoId })}
                    className="flex w-full items-center gap-3 rounded-xl px-2 py-1.5 text-left transition-colors hover:bg-rose-50 disabled:opacity-60 dark:hover:bg-stone-800"
                  >
                    <ImageWithFallback src={r.cover ?? undefined} alt="" fallback={<Music2 className="h-5 w-5" />} className="h-12 w-16 shrink-0 rounded-lg object-cover" />
                    <span className="min-w-0">
                      <span className="line-clamp-2 text-sm font-medium text-stone-800 dark:text-stone-100">{r.title}</span>
                      <span className="block truncate text-xs text-stone-500 dark:text-stone-400">{r.channel}</span>
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <p className="flex items-center gap-3 pt-3 text-xs font-medium text-stone-500 uppercase dark:text-stone-400">
            <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
            {m.or}
            <span className="h-px flex-1 bg-stone-200 dark:bg-stone-700" />
          </p>
        </div>
      ) : (
        <p role="note" className="mb-4 flex gap-2.5 rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {m.keylessNote}
        </p>
      )}

      <form onSubmit={submitLink} noValidate className="mt-2 space-y-3">
        <Field label={m.linkLabel} hint={m.linkHint}>
          {(id) => (
            <div className="relative">
              <Link2 className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-stone-500 dark:text-stone-400" aria-hidden="true" />
              <input id={id} type="url" inputMode="url" autoComplete="off" maxLength={500} placeholder={m.linkPlaceholder} value={link} onChange={(e) => setLink(e.target.value)} className={cn(inputClass, 'pl-10')} />
            </div>
          )}
        </Field>
        <FormFooter inline cancelLabel={m.cancel} submitLabel={m.linkSubmit} onCancel={onClose} busy={adding.isPending} />
      </form>
    </Modal>
  );
}
