import { Heart, MailOpen, MessageCircle, Trash2 } from 'lucide-react';
import { capsuleMessages as m, type OpenedCapsule } from '../../../../shared/capsules-words';
import { IconButton } from '../../../ui/Button';

/** An opened letter: its first lines and photos; it opens whole, with likes and comments, in the viewer. */
export function OpenedCard({ capsule, mine, onOpen, onDelete }: { capsule: OpenedCapsule; mine: boolean; onOpen: (c: OpenedCapsule) => void; onDelete: (c: OpenedCapsule) => void }) {
  return (
    <li data-testid="capsule-card" data-sealed="false" className="flex flex-col rounded-2xl bg-white shadow-sm ring-1 ring-stone-200/70 dark:bg-stone-900 dark:ring-stone-800">
      <button type="button" onClick={() => onOpen(capsule)} className="flex flex-1 flex-col gap-2 rounded-2xl p-5 text-left transition hover:bg-stone-50 dark:hover:bg-stone-800/60">
        <span className="flex items-center gap-2 text-xs font-semibold tracking-wide text-emerald-700 uppercase dark:text-emerald-300">
          <MailOpen className="h-4 w-4" aria-hidden="true" />
          {m.openedOn(capsule.openDate)}
        </span>
        <span className="font-serif text-xl leading-snug font-semibold text-stone-900 dark:text-stone-50">{capsule.title}</span>
        <span className="line-clamp-3 text-sm leading-relaxed whitespace-pre-line text-stone-600 dark:text-stone-300">{capsule.body}</span>
        {capsule.photos.length > 0 && (
          <span className="mt-1 flex gap-2">
            {capsule.photos.slice(0, 4).map((p) => (
              <img key={p.id} src={p.thumbUrl} alt="" loading="lazy" decoding="async" width={56} height={56} className="h-14 w-14 rounded-lg object-cover" />
            ))}
          </span>
        )}
      </button>
      <div className="flex items-center gap-4 border-t border-stone-100 px-5 py-2.5 text-sm text-stone-500 dark:border-stone-800 dark:text-stone-400">
        <span className="inline-flex items-center gap-1">
          <Heart className="h-4 w-4" fill={capsule.likedByMe ? 'currentColor' : 'none'} aria-hidden="true" />
          <span className="sr-only">{m.likesLabel}:</span>
          {capsule.likes}
        </span>
        <span className="inline-flex items-center gap-1">
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          <span className="sr-only">{m.comments}:</span>
          {capsule.commentCount}
        </span>
        {capsule.author && <span className="truncate">{capsule.author.displayName}</span>}
        {mine && (
          <IconButton label={m.delete} onClick={() => onDelete(capsule)} className="ml-auto">
            <Trash2 className="h-4 w-4" />
          </IconButton>
        )}
      </div>
    </li>
  );
}
