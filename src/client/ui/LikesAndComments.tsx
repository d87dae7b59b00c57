import type { ReactNode } from 'react';
import { useMe } from '../lib/session';
import { CommentsPanel } from './CommentsPanel';
import { LikeButton } from './LikeButton';

/**
 * Below an opened memory or capsule: its likes (with a word beside them: who added it, the day it
 * opened), then its comments (`/api/<topic>/<id>/comments`), as the signed-in member sees them.
 */
export function LikesAndComments({
  item,
  topic,
  aside,
  onLike,
}: {
  item: { id: string; likes: number; likedByMe: boolean };
  topic: 'memories' | 'capsules';
  aside?: ReactNode;
  onLike: () => void;
}) {
  const me = useMe();
  return (
    <>
      <div className="flex items-center gap-3">
        <LikeButton likes={item.likes} likedByMe={item.likedByMe} onToggle={onLike} />
        {aside && <span className="text-sm text-stone-500 dark:text-stone-400">{aside}</span>}
      </div>
      <div className="border-t border-stone-100 pt-3 dark:border-stone-800">
        <CommentsPanel url={`/api/${topic}/${item.id}`} topic={topic} meId={me.id} timeZone={me.space.timeZone} />
      </div>
    </>
  );
}
