import { wishMessages as wm } from '../../../shared/wishes-words';
import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clapperboard, HeartHandshake, ListVideo, Tv } from 'lucide-react';
import { tonightRuntimes, type TonightKind, type TonightRuntime } from '../../../shared/ikimiz-words';
import { tonightMessages as tm } from '../../../shared/tonight-words';
import { toast } from '../../lib/toast';
import { Modal } from '../Modal';
import { Button } from '../Button';
import { Select } from '../Field';
import { Spinner } from '../Spinner';
import { ImageWithFallback } from '../ImageWithFallback';
import { ClampedText } from '../MediaCard';
import { errorText } from '../error-text';
import { pickTonight, startTonight } from './api';
import { forgetShown, markShown, shownThisSession } from './tonight-session';

/**
 * 'Bu akşam ne izlesek?': one film or series at a time, from the couple's matches first (else
 * from both to-watch lists, which it says), within 'Süre' and 'Tür'. 'Başka bir tane' never
 * shows one again in this browser session; 'Bunu izleyelim' starts it and tells the partner.
 */
export function TonightDialog({ kinds, onClose }: { kinds: readonly TonightKind[]; onClose: () => void }) {
  const client = useQueryClient();
  const [runtime, setRuntime] = useState<TonightRuntime | null>(null);
  const [genre, setGenre] = useState<string | null>(null);
  // Each ask (the first, 'Başka bir tane', 'Baştan başla') is a new round; a filter change too.
  const [round, setRound] = useState(0);
  const pick = useQuery({
    queryKey: ['tonight', kinds, runtime, genre, round],
    queryFn: () => pickTonight({ kinds: [...kinds], runtime, genre, skip: shownThisSession() }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    // A pick stays until asked for another: live events and a reconnecting stream do not re-roll it.
    meta: { restartOnly: true },
  });
  const shown = pick.data?.pick;
  useEffect(() => {
    if (shown) markShown(shown.item.id);
  }, [shown]);
  useEffect(() => {
    if (pick.isError) toast.error(errorText(pick.error, tm.pickFailed));
  }, [pick.isError, pick.error]);

  const start = useMutation({
    mutationFn: () => startTonight(shown!.kind, shown!.item.id),
    onSuccess: ({ item }) => {
      toast.success(tm.started(item.title));
      void client.invalidateQueries({ queryKey: [shown!.kind] });
      void client.invalidateQueries({ queryKey: ['home'] });
      onClose();
    },
    onError: (error) => toast.error(errorText(error, tm.startFailed)),
  });

  const genres = pick.data?.genres ?? [];
  const Icon = shown?.kind === 'series' ? Tv : Clapperboard;
  return (
    <Modal open title={wm.tonight} onClose={onClose}>
      <div className="space-y-4" data-testid="tonight">
        <div className="grid grid-cols-2 gap-3">
          <Select label={tm.runtime} value={runtime ?? ''} onChange={(e) => setRuntime(e.target.value ? (Number(e.target.value) as TonightRuntime) : null)}>
            <option value="">{tm.runtimeAny}</option>
            {tonightRuntimes.map((n) => (
              <option key={n} value={n}>
                {tm.runtimeUpTo(n)}
              </option>
            ))}
          </Select>
          <Select label={tm.genre} value={genre ?? ''} onChange={(e) => setGenre(e.target.value || null)}>
            <option value="">{tm.genreAny}</option>
            {[...new Set([...genres, ...(genre ? [genre] : [])])].map((g) => (
              <option key={g} value={g}>
                {g}
              </option>
            ))}
          </Select>
        </div>
        {pick.isPending ? (
          <Spinner className="py-10" />
        ) : shown ? (
          <article data-testid="tonight-pick" className="flex gap-4 rounded-2xl bg-stone-50 p-3 dark:bg-stone-800/60">
            <ImageWithFallback src={shown.item.poster ?? undefined} alt={shown.item.title} fallback={<Icon className="h-8 w-8" aria-hidden="true" />} className="aspect-[2/3] w-24 shrink-0 self-start rounded-xl object-cover" />
            <div className="min-w-0 space-y-1.5">
              <h3 className="font-serif text-xl leading-snug font-semibold [overflow-wrap:anywhere] text-stone-900 dark:text-stone-50">{shown.item.title}</h3>
              <p className="text-sm text-stone-500 dark:text-stone-400">{[shown.item.year, shown.item.runtime !== null && tm.minutes(shown.item.runtime), shown.item.genre].filter(Boolean).join(' · ')}</p>
              <p className="flex items-start gap-1.5 text-xs font-medium text-rose-700 dark:text-rose-300">
                {pick.data?.from === 'matches' ? <HeartHandshake className="h-3.5 w-3.5 shrink-0" aria-hidden="true" /> : <ListVideo className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />}
                {pick.data?.from === 'matches' ? tm.fromMatches : tm.fromLists}
              </p>
              {shown.item.plot && <ClampedText lines={3}>{shown.item.plot}</ClampedText>}
            </div>
          </article>
        ) : (
          <p className="rounded-2xl bg-stone-50 px-4 py-6 text-center text-sm text-stone-600 dark:bg-stone-800/60 dark:text-stone-300">{tm.nothingLeft}</p>
        )}
        <div className="flex flex-wrap justify-end gap-2 pt-1">
          {shown || pick.isPending ? (
            <>
              <Button variant="secondary" disabled={pick.isPending} onClick={() => setRound((r) => r + 1)}>
                {tm.another}
              </Button>
              <Button disabled={!shown || start.isPending} onClick={() => start.mutate()}>
                {tm.letsWatch}
              </Button>
            </>
          ) : (
            <Button
              variant="secondary"
              onClick={() => {
                forgetShown();
                setRound((r) => r + 1);
              }}
            >
              {tm.startOver}
            </Button>
          )}
        </div>
      </div>
    </Modal>
  );
}
