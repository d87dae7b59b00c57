import { Fragment, useState } from 'react';
import { Heart } from 'lucide-react';
import { ikimizMessages as im, type MemberRating } from '../../../shared/ikimiz-words';

/**
 * Both members' ratings on one line, 'Ayla 9 · Berk 6' ('Berk —' when unrated). A side with a
 * note is a button: hovering shows the note (the title), a tap opens it under the line.
 */
export function RatingLine({ ratings }: { ratings: MemberRating[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const opened = ratings.find((r) => r.memberId === open && r.note);
  return (
    <div data-testid="rating-line" className="min-w-0">
      <p className="flex flex-wrap items-center gap-x-1 text-sm text-stone-700 dark:text-stone-200">
        <Heart className="mr-0.5 h-3.5 w-3.5 shrink-0 fill-rose-500 text-rose-500 dark:fill-rose-400 dark:text-rose-400" aria-label={im.ratingsOf} />
        {ratings.map((r, i) => {
          const side = (
            <>
              <span className="text-stone-500 dark:text-stone-400">{r.displayName}</span> <span className="font-semibold">{r.rating ?? im.unrated}</span>
            </>
          );
          return (
            <Fragment key={r.memberId}>
              {i > 0 && <span aria-hidden="true" className="text-stone-300 dark:text-stone-600">{' · '}</span>}
              {r.note ? (
                <button
                  type="button"
                  title={r.note}
                  aria-expanded={open === r.memberId}
                  onClick={() => setOpen((o) => (o === r.memberId ? null : r.memberId))}
                  className="tap-target rounded-md underline decoration-rose-300 decoration-dotted underline-offset-4 hover:text-rose-700 dark:decoration-rose-700 dark:hover:text-rose-300"
                >
                  {side}
                </button>
              ) : (
                <span>{side}</span>
              )}
            </Fragment>
          );
        })}
      </p>
      {opened && (
        <p className="mt-1.5 rounded-lg bg-rose-50/70 px-2.5 py-1.5 text-xs text-stone-600 italic [overflow-wrap:anywhere] dark:bg-stone-800/70 dark:text-stone-300">
          {opened.displayName}: “{opened.note}”
        </p>
      )}
    </div>
  );
}
