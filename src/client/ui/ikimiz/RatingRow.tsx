import { Suspense, useState } from 'react';
import { lazyPart } from '../../lib/lazy-page';
import { Star } from 'lucide-react';
import { ikimizMessages as im, type MemberRating, type RatedKind } from '../../../shared/ikimiz-words';
import { useMeId } from '../../lib/session';
import { RatingLine } from './RatingLine';

// The dialog (and zod, which it checks with) loads when first opened.
const RateDialog = lazyPart(() => import('./RateDialog').then((m) => m.RateDialog));

/** The small rounded buttons of a card's İkimiz row ('Puan ver', 'İstiyorum'). */
export const chip = 'tap-target ml-auto inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 disabled:opacity-60';

/**
 * Where a rating shows (the completed status; a place always): both members' ratings and
 * 'Puan ver' / 'Puanınızı değiştirin' for the signed-in member, whoever added the item.
 */
export function RatingRow({ kind, item }: { kind: RatedKind; item: { id: string; title: string; ratings: MemberRating[] } }) {
  const meId = useMeId();
  const [rating, setRating] = useState(false);
  const own = item.ratings.find((r) => r.memberId === meId && (r.rating !== null || r.note)) ?? null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
      {item.ratings.length > 0 && <RatingLine ratings={item.ratings} />}
      <button type="button" onClick={() => setRating(true)} className={`${chip} bg-amber-50 text-amber-800 ring-amber-200 hover:bg-amber-100 dark:bg-amber-950/40 dark:text-amber-200 dark:ring-amber-900`}>
        <Star className="h-3.5 w-3.5" aria-hidden="true" />
        {own ? im.changeRating : im.rate}
      </button>
      {rating && (
        <Suspense fallback={null}>
          <RateDialog kind={kind} id={item.id} title={item.title} own={own} onClose={() => setRating(false)} />
        </Suspense>
      )}
    </div>
  );
}
