import { useState } from 'react';
import { ikimizMessages as im, type MemberRating } from '../../../shared/ikimiz-words';

/**
 * Both members' ratings on one line, 'Ayla 9 · Berk 6' ('Berk —' when unrated). A side with a
 * note is a button: hovering shows the note (its title), a tap opens it under the line.
 */
export function RatingLine({ ratings }: { ratings: MemberRating[] }) {
  const [open, setOpen] = useState<string | null>(null);
  const opened = ratings.find((r) => r.memberId === open && r.note);
  return (
    <div data-testid="rating-line" aria-label={im.ratingsOf} className="min-w-0 text-sm text-stone-700 dark:text-stone-200">
      {ratings.map((r, i) => {
        const side = `${r.displayName} ${r.rating ?? im.unrated}`;
        return [
          i > 0 && ' · ',
          r.note ? (
            <button key={r.memberId} type="button" title={r.note} aria-expanded={open === r.memberId} onClick={() => setOpen(open === r.memberId ? null : r.memberId)} className="tap-target underline decoration-rose-300 decoration-dotted underline-offset-4 dark:decoration-rose-700">
              {side}
            </button>
          ) : (
            <span key={r.memberId}>{side}</span>
          ),
        ];
      })}
      {opened && <p className="mt-1.5 rounded-lg bg-rose-50/70 px-2.5 py-1.5 text-xs italic [overflow-wrap:anywhere] dark:bg-stone-800/70">{`${opened.displayName}: “${opened.note}”`}</p>}
    </div>
  );
}
