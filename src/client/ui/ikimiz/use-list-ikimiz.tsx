import { wishMessages as wm } from '../../../shared/wishes-words';
import { useCallback, type ReactNode } from 'react';
import { type MemberRating } from '../../../shared/ikimiz-words';
import { ListControls } from './ListControls';
import { useArrangement } from './use-arrangement';

/**
 * What a list page (movies, series, books) hands CollectionPage for İkimiz: the controls beside
 * its search box (with `extra`, e.g. 'Bu akşam ne izlesek?'), the arrangement they choose, and
 * what an empty shelf says. `completed` is the status a rating shows in.
 */
export function useListIkimiz<T extends { status: string; ratings: MemberRating[]; matched: boolean }>(completed: string, extra?: ReactNode) {
  const shows = useCallback((item: T) => item.status === completed, [completed]);
  const a = useArrangement<T>(shows, true);
  return {
    toolbar: (
      <ListControls sort={a.sort} onSort={a.setSort} shelf={{ on: a.onShelf, onChange: a.setShelf }}>
        {extra}
      </ListControls>
    ),
    arrange: a.arrange,
    noResults: a.onShelf ? { title: wm.shelfEmpty, hint: wm.shelfEmptyHint } : undefined,
  };
}
