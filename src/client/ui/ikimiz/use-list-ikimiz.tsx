import { useCallback } from 'react';
import { ikimizMessages as im, type MemberRating, type TonightKind } from '../../../shared/ikimiz-words';
import { ListControls } from './ListControls';
import { useArrangement } from './use-arrangement';

/**
 * What a list page hands CollectionPage for İkimiz: the controls beside its search box, the
 * arrangement they choose, and what an empty shelf says. `completed` is the status a rating shows
 * in (null: always, a place); `shelf` for the lists with wishes; `tonight` for films and series.
 */
export function useListIkimiz<T extends { status?: string; ratings: MemberRating[]; matched?: boolean }>(options: {
  completed: string | null;
  shelf: boolean;
  tonight?: readonly TonightKind[];
}) {
  const { completed, shelf, tonight } = options;
  const shows = useCallback((item: T) => completed === null || item.status === completed, [completed]);
  const a = useArrangement<T>(shows, shelf);
  return {
    toolbar: <ListControls sort={a.sort} onSort={a.setSort} shelf={shelf ? { on: a.onShelf, onChange: a.setShelf } : undefined} tonight={tonight} />,
    arrange: a.arrange,
    noResults: a.onShelf ? { title: im.shelfEmpty, hint: im.shelfEmptyHint } : undefined,
  };
}
