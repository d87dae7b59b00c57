import { useQuery } from '@tanstack/react-query';
import type { Memory } from '../../../../shared/memories';
import { formatDate } from '../../../../shared/dates';
import { Modal } from '../../../ui/Modal';
import { LikesAndComments } from '../../../ui/LikesAndComments';
import { PhotoViewer } from '../../../ui/PhotoViewer';
import { memoryQuery } from '../api';
import { CategoryBadge, categoryIcons } from './category-icons';

/**
 * One memory opened: every photo at full size, the note, the like button and the comments.
 * It reads the memory afresh (the card's copy first), so a partner's like or comment shows live.
 */
export function MemoryViewer({
  memory: initial,
  photoIndex,
  onLike,
  onClose,
}: {
  memory: Memory;
  photoIndex: number;
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
          <LikesAndComments item={memory} topic="memories" aside={memory.addedBy?.displayName} onLike={() => onLike(memory)} />
        </div>
      </div>
    </Modal>
  );
}
