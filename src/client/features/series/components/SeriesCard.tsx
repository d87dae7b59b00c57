import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { SkipForward, Tv } from 'lucide-react';
import { SERIES_COMPLETED_STATUS, SERIES_TO_WATCH_STATUS, SERIES_WATCHING_STATUS, seriesMessages as m } from '../../../../shared/series-words';
import type { Series } from '../../../../shared/series';
import { ClampedText } from '../../../ui/MediaCard';
import { ListItemCard } from '../../../ui/ListItemCard';
import { type CardSlot } from '../../../ui/CollectionPage';
import { errorText } from '../../../ui/error-text';
import { nextEpisode, seriesQuery, yearsText } from '../api';

const statusTone = { İzlenecek: 'sky', 'Devam Ediyor': 'amber', Tamamlandı: 'emerald', Bırakıldı: 'stone' } as const;

const ICON = <Tv className="h-10 w-10" aria-hidden="true" />;
/** What every series card shows alike: ListItemCard's settings for this list. */
const CARD = { testId: 'series-card', icon: ICON, tones: statusTone, completed: SERIES_COMPLETED_STATUS, toWatch: SERIES_TO_WATCH_STATUS, kind: 'series' } as const;

export function SeriesCard({ series, ...slot }: { series: Series } & CardSlot) {
  const client = useQueryClient();
  const advance = useMutation({
    mutationFn: () => nextEpisode(series.id),
    onSuccess: () => {
      toast.success(m.updated);
      void client.invalidateQueries({ queryKey: seriesQuery.queryKey });
    },
    onError: (error) => toast.error(errorText(error, m.saveFailed)),
  });

  const progress = [
    series.currentSeason !== null && `${m.labels.season} ${series.currentSeason}`,
    series.currentEpisode !== null && `${m.labels.episode} ${series.currentEpisode}`,
  ].filter(Boolean);
  const watching = series.status === SERIES_WATCHING_STATUS;

  return (
    <ListItemCard
      {...slot}
      {...CARD}
      item={series}
      image={series.poster}
      subtitle={[yearsText(series.startYear, series.endYear), series.creator].filter(Boolean).join(' · ')}
      imdbRating={series.imdbRating}
    >
      {(progress.length > 0 || (watching && slot.isOwner)) && (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-stone-50 px-3 py-2 dark:bg-stone-800/60">
          <span className="text-sm font-medium text-stone-700 dark:text-stone-200" data-testid="series-progress">
            {progress.length > 0 ? progress.join(' · ') : `${m.labels.season} 1`}
            {series.totalSeasons !== null && <span className="font-normal text-stone-500 dark:text-stone-400"> / {series.totalSeasons}</span>}
          </span>
          {watching && slot.isOwner && (
            <button
              type="button"
              onClick={() => advance.mutate()}
              disabled={advance.isPending}
              aria-label={`${m.nextEpisode}: ${m.labels.episode} +1`}
              title={m.nextEpisode}
              className="tap-target inline-flex items-center gap-1 rounded-full bg-rose-600 px-3 py-1 text-xs font-semibold text-white shadow-sm transition-colors hover:bg-rose-700 disabled:bg-rose-300"
            >
              <SkipForward className="h-3.5 w-3.5" aria-hidden="true" />
              {m.labels.episode} +1
            </button>
          )}
        </div>
      )}
      {series.genre && <p className="text-xs text-stone-500 dark:text-stone-400">{series.genre}</p>}
      {series.plot && <ClampedText>{series.plot}</ClampedText>}
      {series.notes && <ClampedText lines={2} className="italic text-stone-500 dark:text-stone-400">“{series.notes}”</ClampedText>}
    </ListItemCard>
  );
}
