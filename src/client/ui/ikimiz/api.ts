import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { MemberRatingInput, TonightInput } from '../../../shared/ikimiz';
import type { MyWishes, RatedKind, TonightAnswer, TonightKind, WishKind } from '../../../shared/ikimiz-words';
import { api } from '../../lib/api';

/**
 * İkimiz's calls (issue 34), shared by the list pages, the places and home (ui/, since features
 * never import each other). The list answers carry both members' ratings and the matches; the
 * member's own wishes come from their own read, never from the list both members share.
 */
export const myWishesQuery = queryOptions({
  queryKey: ['wishes'],
  queryFn: async () => (await api.get<{ wishes: MyWishes }>('/api/wishes')).wishes,
  // A list's change may take wishes with it (an item started or moved on).
  meta: { topics: ['movies', 'series', 'books'] },
});

/** Each kind's list query key and the field its answer names an item by. */
const listKey = (kind: RatedKind) => [kind];

/** Puts the item an İkimiz route answered into its list, so the card shows it at once. */
export function putItem(client: QueryClient, kind: RatedKind, item: { id: string }) {
  client.setQueryData<{ id: string }[]>(listKey(kind), (old) => old?.map((i) => (i.id === item.id ? { ...i, ...item } : i)));
}

export const rateItem = (kind: RatedKind, id: string, input: MemberRatingInput) =>
  api.put<{ item: { id: string } }>(`/api/${kind}/${id}/rating`, input);

export const wishItem = (kind: WishKind, id: string, on: boolean) =>
  on ? api.put<{ item: { id: string; matched: boolean } }>(`/api/${kind}/${id}/wish`) : api.delete<{ item: { id: string; matched: boolean } }>(`/api/${kind}/${id}/wish`);

export const pickTonight = (input: TonightInput) => api.post<TonightAnswer>('/api/tonight', input);

export const startTonight = (kind: TonightKind, id: string) => api.post<{ item: { id: string; title: string } }>(`/api/${kind}/${id}/tonight`);
