import { Heart, Images, MessageCircle } from 'lucide-react';
import { memoriesMessages as m } from '../../../../shared/memories-words';
import type { Memory } from '../../../../shared/memories';
import { formatDate } from '../../../../shared/dates';
import { ImageWithFallback } from '../../../ui/ImageWithFallback';
import { ItemActions } from '../../../ui/ItemActions';
import { cn } from '../../../ui/cn';
import { CategoryBadge, categoryIcons } from './category-icons';

export interface MemoryCardActions {
  onOpen: (memory: Memory, photoIndex?: number) => void;
  onLike: (memory: Memory) => void;
  onEdit: (memory: Memory) => void;
  onDelete: (memory: Memory) => void;
}

/** A memory in the grid: cover thumbnail, category, title, Turkish date, note, likes and comments. */
export function MemoryCard({ memory, isOwner, actions }: { memory: Memory; isOwner: boolean; actions: MemoryCardActions }) {
  const cover = memory.photos[0];
  const CategoryIcon = categoryIcons[memory.category];
  return (
    <article
      data-testid="memory-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 dark:bg-stone-900 dark:ring-stone-800"
    >
      <button type="button" onClick={() => actions.onOpen(memory, 0)} className="relative block aspect-[4/3] w-full overflow-hidden bg-stone-100 dark:bg-stone-800" aria-label={memory.title}>
        <ImageWithFallback
          src={cover?.thumbUrl}
          alt={memory.title}
          data-testid="memory-cover"
          className="h-full w-full object-cover transition-transform duration-300 hover:scale-[1.03]"
          fallback={<CategoryIcon className="h-12 w-12" aria-hidden="true" />}
        />
        {memory.photos.length > 1 && (
          <span className="absolute right-2 bottom-2 inline-flex items-center gap-1 rounded-full bg-stone-900/70 px-2 py-0.5 text-xs font-medium text-white">
            <Images className="h-3.5 w-3.5" aria-hidden="true" />
            {memory.photos.length}
          </span>
        )}
      </button>
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <CategoryBadge category={memory.category} />
          {isOwner && (
            <div className="-mt-2 -mr-2 flex">
              <ItemActions onEdit={() => actions.onEdit(memory)} onDelete={() => actions.onDelete(memory)} />
            </div>
          )}
        </div>
        <h2 className="mt-2 text-lg leading-snug font-semibold text-stone-900 dark:text-stone-50">
          <button type="button" onClick={() => actions.onOpen(memory, 0)} className="tap-target text-left hover:text-rose-700 dark:hover:text-rose-300">
            {memory.title}
          </button>
        </h2>
        <time dateTime={memory.date} className="mt-0.5 text-sm text-stone-500 dark:text-stone-400">
          {formatDate(memory.date)}
        </time>
        {memory.description && <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-stone-600 dark:text-stone-300">{memory.description}</p>}
        <div className="mt-auto flex items-center gap-1 pt-3">
          <button
            type="button"
            aria-label={`${memory.likedByMe ? m.unlike : m.like}: ${memory.likes}`}
            aria-pressed={memory.likedByMe}
            onClick={() => actions.onLike(memory)}
            className={cn(
              'tap-target inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium transition-colors',
              memory.likedByMe ? 'bg-rose-50 text-rose-600 dark:bg-rose-950/50 dark:text-rose-300' : 'text-stone-500 hover:bg-stone-100 dark:text-stone-400 dark:hover:bg-stone-800',
            )}
          >
            <Heart className="h-4 w-4" fill={memory.likedByMe ? 'currentColor' : 'none'} aria-hidden="true" />
            <span data-testid="like-count">{memory.likes}</span>
          </button>
          <button
            type="button"
            aria-label={`${m.comments}: ${memory.commentCount}`}
            onClick={() => actions.onOpen(memory)}
            className="tap-target inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-medium text-stone-500 hover:bg-stone-100 dark:text-stone-400 dark:hover:bg-stone-800"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" />
            <span data-testid="comment-count">{memory.commentCount}</span>
          </button>
          {memory.addedBy && <span className="ml-auto truncate text-xs text-stone-500 dark:text-stone-400">{memory.addedBy.displayName}</span>}
        </div>
      </div>
    </article>
  );
}
