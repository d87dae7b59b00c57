import { LockKeyhole, Trash2 } from 'lucide-react';
import { capsuleMessages as m, type SealedCapsule } from '../../../../shared/capsules-words';
import { IconButton } from '../../../ui/Button';

/** A sealed letter: only its title, who sealed it and when it opens — an envelope with a wax seal. */
export function SealedCard({ capsule, mine, onDelete }: { capsule: SealedCapsule; mine: boolean; onDelete: (c: SealedCapsule) => void }) {
  return (
    <li
      data-testid="capsule-card"
      data-sealed="true"
      className="relative flex flex-col gap-3 overflow-hidden rounded-2xl bg-gradient-to-br from-amber-50 via-rose-50 to-white p-5 shadow-sm ring-1 ring-amber-100 dark:from-stone-900 dark:via-rose-950/40 dark:to-stone-900 dark:ring-stone-800"
    >
      <div className="flex items-start justify-between gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-rose-700 text-rose-50 shadow-inner ring-4 ring-rose-200/70 dark:bg-rose-800 dark:ring-rose-900/60">
          <LockKeyhole className="h-5 w-5" aria-hidden="true" />
        </span>
        {mine && (
          <IconButton label={m.delete} onClick={() => onDelete(capsule)}>
            <Trash2 className="h-4 w-4" />
          </IconButton>
        )}
      </div>
      <h3 className="font-serif text-xl leading-snug font-semibold text-stone-900 dark:text-stone-50">{capsule.title}</h3>
      <p className="font-serif text-3xl font-semibold text-rose-700 dark:text-rose-300" data-testid="capsule-countdown">
        {m.daysLeft(capsule.daysLeft)}
      </p>
      <p className="mt-auto text-sm text-stone-600 dark:text-stone-300">
        {m.opensOn(capsule.openDate)}
        {capsule.author && <span className="block text-stone-500 dark:text-stone-400">{m.sealedBy(capsule.author.displayName)}</span>}
      </p>
    </li>
  );
}
