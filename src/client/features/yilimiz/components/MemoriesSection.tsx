import { Link } from '../../../lib/router';
import { Camera, Heart } from 'lucide-react';
import { formatDate } from '../../../../shared/dates';
import { yilimizMessages as m, type YearInReview } from '../../../../shared/yilimiz';
import { BigFigure, Section, TitledList } from './Section';

/** Memories by month (a small bar chart), the most liked and the photos of the year, each opening its memory. */
export function MemoriesSection({ memories }: { memories: YearInReview['memories'] }) {
  const most = Math.max(1, ...memories.byMonth);
  return (
    <Section id="memories" title={m.memories} icon={<Camera className="h-4 w-4" />}>
      <BigFigure testId="yil-memories-count">{m.memoriesCount(memories.count)}</BigFigure>
      <ol className="grid h-32 grid-cols-12 items-end gap-1" aria-label={m.memories}>
        {memories.byMonth.map((n, i) => (
          <li key={m.months[i]} className="flex h-full flex-col items-center justify-end gap-1" title={`${m.months[i]}: ${n}`}>
            <span className="w-full rounded-t-md bg-rose-400/80 dark:bg-rose-500/70" style={{ height: `${(n / most) * 100}%`, minHeight: n ? 4 : 0 }} />
            <span className="text-[10px] text-stone-500 dark:text-stone-400">{m.months[i]}</span>
          </li>
        ))}
      </ol>
      <TitledList title={m.mostLiked} items={memories.mostLiked} keyOf={(memory) => memory.id} className="mt-2 space-y-1">
        {(memory) => (
          <Link to={`/memories?ani=${memory.id}`} className="tap-target flex items-baseline justify-between gap-3 rounded-lg py-1 text-stone-800 hover:text-rose-700 dark:text-stone-200 dark:hover:text-rose-300">
            <span className="truncate">
              {memory.title} <span className="text-sm text-stone-500 dark:text-stone-400">· {formatDate(memory.date, { year: false })}</span>
            </span>
            <span className="flex shrink-0 items-center gap-1 text-sm text-rose-600 dark:text-rose-400">
              <Heart className="h-3.5 w-3.5 fill-current" aria-hidden="true" />
              {m.likes(memory.likeCount)}
            </span>
          </Link>
        )}
      </TitledList>
      <TitledList title={m.photos} items={memories.photos} keyOf={(photo) => photo.photoId} className="mt-2 grid grid-cols-4 gap-1.5 sm:grid-cols-6">
        {(photo) => (
          <Link to={`/memories?ani=${photo.memoryId}`} aria-label={photo.title} className="block overflow-hidden rounded-lg">
            <img src={`/api/photos/${photo.photoId}/thumb`} alt={photo.title} loading="lazy" className="aspect-square w-full object-cover" />
          </Link>
        )}
      </TitledList>
    </Section>
  );
}
