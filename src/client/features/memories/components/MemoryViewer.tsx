import { useQuery } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { memoriesMessages as m } from '../../../../shared/memories-words';
import type { Memory } from '../../../../shared/memories';
import { formatDate } from '../../../../shared/dates';
import { Modal } from '../../../ui/Modal';
import { cn } from '../../../ui/cn';
import { memoryQuery } from '../api';
import { CategoryBadge, categoryIcons } from './category-icons';
import { CommentsPanel } from './CommentsPanel';
import { PhotoViewer } from './PhotoViewer';

/**
 * One memory opened: every photo at full size, the note, the like button and the comments.
 * It reads the memory afresh (the card's copy first), so a partner's like or comment shows live.
 */
export function MemoryViewer({
  memory: initial,
  photoIndex,
  meId,
  timeZone,
  onLike,
  onClose,
}: {
  memory: Memory;
  photoIndex: number;
  meId: string;
  timeZone: string;
  onLike: (memory: Memory) => void;
  onClose: () => void;
}) {
  const { data } = useQuery({ ...memoryQuery(initial.id), placeholderData: initial });
  const memory = data ?? initial;
  const Icon = categoryIcons[memory.category];
  return (
    <Modal open title={memory.title} onClose={onClose} size="xl">
      <div className="grid gap-5 md:grid-cols-[3fr_2fr]">
        {memory.photos.length > 0 ? (
          <PhotoViewer photos={memory.photos} title={memory.title} initialIndex={photoIndex} />
        ) : (
          <div className="flex aspect-[4/3] items-center justify-center rounded-2xl bg-gradient-to-br from-rose-50 to-stone-100 text-stone-300 dark:from-stone-800 dark:to-stone-900 dark:text-stone-600">
            <Icon className="h-16 w-16" aria-hidden="true" />
          </div>
        )}
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <CategoryBadge category={memory.category} />
            <time dateTime={memory.date} className="text-sm text-stone-500 dark:text-stone-400">
              {formatDate(memory.date, { weekday: true })}
            </time>
          </div>
          {memory.description && <p className="leading-relaxed whitespace-pre-line text-stone-700 dark:text-stone-200">{memory.description}</p>}
          <div className="flex items-center gap-3">
            <button
              type="button"
              aria-label={`${memory.likedByMe ? m.unlike : m.like}: ${memory.likes}`}
              aria-pressed={memory.likedByMe}
              onClick={() => onLike(memory)}
              className={cn(
                'tap-target inline-flex items-center gap-1.5 rounded-full px-3.5 py-2 text-sm font-semibold ring-1 transition-colors',
                memory.likedByMe
                  ? 'bg-rose-600 text-white ring-rose-600 hover:bg-rose-700'
                  : 'text-stone-600 ring-stone-200 hover:bg-rose-50 hover:text-rose-600 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800',
              )}
            >
              <Heart className="h-4 w-4" fill={memory.likedByMe ? 'currentColor' : 'none'} aria-hidden="true" />
              <span data-testid="viewer-like-count">{memory.likes}</span>
            </button>
            {memory.addedBy && <span className="text-sm text-stone-500 dark:text-stone-400">{memory.addedBy.displayName}</span>}
          </div>
          <div className="border-t border-stone-100 pt-3 dark:border-stone-800">
            <CommentsPanel memoryId={memory.id} meId={meId} timeZone={timeZone} />
          </div>
        </div>
      </div>
    </Modal>
  );
}
