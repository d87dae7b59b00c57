import { useCallback } from 'react';
import { useSearchParams } from '../../lib/router';
import { byCoupleAverage, type MemberRating } from '../../../shared/ikimiz-words';

export type ListSort = 'newest' | 'rating';

/** In the address, so a reload keeps them and home's card can link to the shelf. */
const SHELF_PARAM = 'raf';
const SHELF_VALUE = 'ikimiz';
const SORT_PARAM = 'sira';
const SORT_BY_RATING = 'puan';

/**
 * How a list page arranges its items for İkimiz: 'Puana göre' (by the couple's average, where a
 * rating shows) or newest first, and the shelf 'İkimiz de istiyoruz' (the matches) or everything.
 */
export function useArrangement<T extends { ratings: MemberRating[]; matched?: boolean }>(shows: (item: T) => boolean, hasShelf: boolean) {
  const [params, setParams] = useSearchParams();
  const sort: ListSort = params.get(SORT_PARAM) === SORT_BY_RATING ? 'rating' : 'newest';
  const onShelf = hasShelf && params.get(SHELF_PARAM) === SHELF_VALUE;
  const set = useCallback(
    (key: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null) next.delete(key);
          else next.set(key, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const arrange = useCallback(
    (items: T[]) => {
      const kept = onShelf ? items.filter((i) => i.matched) : items;
      return sort === 'rating' ? byCoupleAverage(kept, shows) : kept;
    },
    [onShelf, sort, shows],
  );
  return {
    sort,
    onShelf,
    setSort: (next: ListSort) => set(SORT_PARAM, next === 'rating' ? SORT_BY_RATING : null),
    setShelf: (on: boolean) => set(SHELF_PARAM, on ? SHELF_VALUE : null),
    arrange,
  };
}
