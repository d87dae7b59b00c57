import { Heart } from 'lucide-react';
import { socialWords as m } from '../../shared/social-words';
import { cn } from './cn';

/** The heart of an opened record (a memory, a capsule): pressed when I like it, with everyone's count. */
export function LikeButton({ likes, likedByMe, onToggle }: { likes: number; likedByMe: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      aria-label={`${likedByMe ? m.unlike : m.like}: ${likes}`}
      aria-pressed={likedByMe}
      onClick={onToggle}
      className={cn(
        'tap-target inline-flex items-center gap-1.5 rounded-full px-3.5 py-2 text-sm font-semibold ring-1 transition-colors',
        likedByMe
          ? 'bg-rose-600 text-white ring-rose-600 hover:bg-rose-700'
          : 'text-stone-600 ring-stone-200 hover:bg-rose-50 hover:text-rose-600 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800',
      )}
    >
      <Heart className="h-4 w-4" fill={likedByMe ? 'currentColor' : 'none'} aria-hidden="true" />
      <span data-testid="viewer-like-count">{likes}</span>
    </button>
  );
}
