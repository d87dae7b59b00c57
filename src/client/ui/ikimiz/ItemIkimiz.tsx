import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart, Star } from 'lucide-react';
import { ikimizMessages as im, type MemberRating, type RatedKind, type WishKind } from '../../../shared/ikimiz-words';
import { useMe } from '../../lib/session';
import { toast } from '../../lib/toast';
import { cn } from '../cn';
import { errorText } from '../error-text';
import { myWishesQuery, putItem, wishItem } from './api';
import { RatingLine } from './RatingLine';

// The dialog (and zod, which it checks with) loads when first opened.
const RateDialog = lazy(() => import('./RateDialog').then((m) => ({ default: m.RateDialog })));

const chip =
  'tap-target inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-xs font-semibold ring-1 transition-colors disabled:opacity-60';

/**
 * A card's İkimiz row (issue 34). Where the rating shows (the completed status; a place always):
 * both members' ratings and 'Puan ver' / 'Puanınızı değiştirin' for the signed-in member, whoever
 * added the item. Where a wish is offered (still to watch / read): 'İstiyorum', pressed or not.
 */
export function ItemIkimiz({
  kind,
  item,
  showsRating,
  wishable,
}: {
  kind: RatedKind;
  item: { id: string; title: string; ratings: MemberRating[] };
  showsRating: boolean;
  wishable: boolean;
}) {
  const me = useMe();
  const [rating, setRating] = useState(false);
  if (!showsRating && !wishable) return null;
  const own = item.ratings.find((r) => r.memberId === me.id && (r.rating !== null || r.note)) ?? null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2">
      {showsRating && item.ratings.length > 0 && <RatingLine ratings={item.ratings} />}
      {showsRating && (
        <button type="button" onClick={() => setRating(true)} className={cn(chip, 'ml-auto bg-amber-50 text-amber-800 ring-amber-200 hover:bg-amber-100 dark:bg-amber-950/40 dark:text-amber-200 dark:ring-amber-900 dark:hover:bg-amber-950/70')}>
          <Star className="h-3.5 w-3.5" aria-hidden="true" />
          {own ? im.changeRating : im.rate}
        </button>
      )}
      {wishable && kind !== 'places' && <WishButton kind={kind} id={item.id} />}
      {rating && (
        <Suspense fallback={null}>
          <RateDialog kind={kind} id={item.id} title={item.title} own={own} onClose={() => setRating(false)} />
        </Suspense>
      )}
    </div>
  );
}

/** 'İstiyorum': the member's own wish, which the partner never sees unless they wish it too. */
function WishButton({ kind, id }: { kind: WishKind; id: string }) {
  const client = useQueryClient();
  const wishes = useQuery(myWishesQuery);
  const wished = wishes.data?.[kind].includes(id) ?? false;
  const toggle = useMutation({
    mutationFn: (on: boolean) => wishItem(kind, id, on),
    onMutate: (on) => {
      client.setQueryData(myWishesQuery.queryKey, (old) => old && { ...old, [kind]: on ? [...old[kind], id] : old[kind].filter((w) => w !== id) });
    },
    onSuccess: ({ item }) => putItem(client, kind, item),
    onError: (error) => {
      toast.error(errorText(error, im.wishFailed));
      void client.invalidateQueries({ queryKey: myWishesQuery.queryKey });
    },
  });
  return (
    <button
      type="button"
      aria-pressed={wished}
      disabled={wishes.isPending || toggle.isPending}
      onClick={() => toggle.mutate(!wished)}
      className={cn(
        chip,
        'ml-auto',
        wished
          ? 'bg-rose-600 text-white ring-rose-600 hover:bg-rose-700 dark:bg-rose-700 dark:ring-rose-700'
          : 'bg-white text-rose-700 ring-rose-200 hover:bg-rose-50 dark:bg-stone-900 dark:text-rose-300 dark:ring-rose-900 dark:hover:bg-rose-950/50',
      )}
    >
      <Heart className={cn('h-3.5 w-3.5', wished && 'fill-current')} aria-hidden="true" />
      {im.wish}
    </button>
  );
}
