import { wishMessages as wm } from '../../../shared/wishes-words';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { type WishKind } from '../../../shared/ikimiz-words';
import { toast } from '../../lib/toast';
import { invalidateTopic } from '../../lib/query-client';
import { cn } from '../cn';
import { errorText } from '../error-text';
import { myWishesQuery, putItem, wishItem } from './api';
import { chip } from './RatingRow';

/** 'İstiyorum' on an item still to watch / read: the member's own wish, which the partner never sees unless they wish it too. */
export function WishButton({ kind, id }: { kind: WishKind; id: string }) {
  const client = useQueryClient();
  // Only whether this item is wished: a card draws again when its own wish changes, not the list's.
  const wishes = useQuery({ ...myWishesQuery, select: (mine) => mine[kind].includes(id) });
  const wished = wishes.data ?? false;
  const toggle = useMutation({
    mutationFn: (on: boolean) => wishItem(kind, id, on),
    onMutate: async (on) => {
      // A read of the wishes already on its way (the one the live stream asks for when it connects,
      // just after the page opens) was answered before this change: it must not put the old wishes
      // back over the pressed button. It is read again once the change is saved.
      await client.cancelQueries({ queryKey: myWishesQuery.queryKey });
      client.setQueryData(myWishesQuery.queryKey, (old) => old && { ...old, [kind]: on ? [...old[kind], id] : old[kind].filter((w) => w !== id) });
    },
    onSuccess: ({ item }) => {
      putItem(client, kind, item);
      // A match notifies both members, this one too: its event reaches this tab as its own echo,
      // which only marks the bell stale (lib/live-events.ts), so the bell is read again here.
      if (item.matched) void invalidateTopic(client, 'notifications');
    },
    onError: (error) => toast.error(errorText(error, wm.wishFailed)),
    // Saved or refused, the wishes are read again: what the server holds is what the button shows.
    onSettled: () => client.invalidateQueries({ queryKey: myWishesQuery.queryKey }),
  });
  return (
    <button
      type="button"
      aria-pressed={wished}
      disabled={wishes.isPending || toggle.isPending}
      onClick={() => toggle.mutate(!wished)}
      className={cn(
        chip,
        wished
          ? 'bg-rose-600 text-white ring-rose-600 hover:bg-rose-700 dark:bg-rose-700 dark:ring-rose-700'
          : 'bg-white text-rose-700 ring-rose-200 hover:bg-rose-50 dark:bg-stone-900 dark:text-rose-300 dark:ring-rose-900 dark:hover:bg-rose-950/50',
      )}
    >
      <Heart className={cn('h-3.5 w-3.5', wished && 'fill-current')} aria-hidden="true" />
      {wm.wish}
    </button>
  );
}
