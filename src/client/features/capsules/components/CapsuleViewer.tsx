import { useQuery } from '@tanstack/react-query';
import { MailOpen } from 'lucide-react';
import { capsuleMessages as m, type OpenedCapsule } from '../../../../shared/capsules-words';
import { formatTurkishDate } from '../../../../shared/dates';
import { LikesAndComments } from '../../../ui/LikesAndComments';
import { Modal } from '../../../ui/Modal';
import { PhotoViewer } from '../../../ui/PhotoViewer';
import { capsuleQuery } from '../api';

/**
 * An opened capsule, read like a letter: its words, its photos, and then what a memory has — the
 * like and the comments. It reads the capsule afresh, so the partner's like or comment shows live.
 */
export function CapsuleViewer({ capsule: initial, onLike, onClose }: { capsule: OpenedCapsule; onLike: (c: OpenedCapsule) => void; onClose: () => void }) {
  const { data } = useQuery({ ...capsuleQuery(initial.id), placeholderData: initial });
  const capsule = data && !data.sealed ? data : initial;
  return (
    <Modal open title={capsule.title} onClose={onClose} size="xl">
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        <article className="space-y-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-stone-500 dark:text-stone-400">
            <span className="inline-flex items-center gap-1.5 font-medium text-emerald-700 dark:text-emerald-300">
              <MailOpen className="h-4 w-4" aria-hidden="true" />
              {m.openedOn(capsule.openDate)}
            </span>
            <span>{m.writtenOn(capsule.createdAt.slice(0, 10))}</span>
          </p>
          <div
            data-testid="capsule-letter"
            className="rounded-2xl bg-amber-50/70 px-5 py-4 font-serif text-lg leading-relaxed whitespace-pre-line text-stone-800 ring-1 ring-amber-100 dark:bg-stone-800/60 dark:text-stone-100 dark:ring-stone-700"
          >
            {capsule.body}
            {capsule.author && <span className="mt-3 block text-right text-base text-stone-600 italic dark:text-stone-300">— {capsule.author.displayName}</span>}
          </div>
          {capsule.photos.length > 0 && <PhotoViewer photos={capsule.photos} title={capsule.title} />}
        </article>
        <div className="flex min-w-0 flex-col gap-3">
          <LikesAndComments item={capsule} topic="capsules" aside={formatTurkishDate(capsule.openDate)} onLike={() => onLike(capsule)} />
        </div>
      </div>
    </Modal>
  );
}
