import { useEffect, useEffectEvent, useRef } from 'react';
import { useSearchParams } from './router';
import { toast } from './toast';
import { SHARE_PARAM, shareMessages } from '../../shared/share-words';
import { takeShare, type SharedItem } from './share-stash';

/**
 * A page opened by the share sheet (`?paylasim=<id>`, src/sw/share.ts): takes the shared item out
 * of the stash once (it is deleted as it is read), clears the address (a reload opens nothing
 * again) and hands the item to the page, which opens its add form filled.
 */
export function useSharedItem(onItem: (item: SharedItem) => void | Promise<void>) {
  const [params, setParams] = useSearchParams();
  const id = params.get(SHARE_PARAM);
  const deliver = useEffectEvent(onItem);
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (!id || handled.current === id) return;
    handled.current = id;
    void takeShare(window.location.origin, id).then((item) => {
      if (item) void deliver(item);
      else toast.error(shareMessages.missing, { toastId: 'share-missing' });
    });
    setParams(
      (p) => {
        p.delete(SHARE_PARAM);
        return p;
      },
      { replace: true },
    );
  }, [id, setParams]);
}
