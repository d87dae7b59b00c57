import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Memory, MemoryCategory, MemoryInput, MemoryPage, MemorySort, OnThisDay } from '../../../shared/memories';
import { api } from '../../lib/api';

// Every key starts with 'memories', so a 'memories' live event refreshes all of them.

/** One page after another as the grid scrolls; sorted and filtered by the server. */
export const memoryPagesQuery = (sort: MemorySort, category: MemoryCategory | null) =>
  infiniteQueryOptions({
    queryKey: ['memories', 'list', sort, category ?? 'all'],
    queryFn: ({ pageParam }) => {
      const qs = new URLSearchParams({ sort, ...(category ? { category } : {}), ...(pageParam ? { cursor: pageParam } : {}) });
      return api.get<MemoryPage>(`/api/memories?${qs}`);
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    meta: { topics: ['profile'] },
  });

/** Only the month in view (YYYY-MM). */
export const memoryMonthQuery = (month: string, category: MemoryCategory | null) =>
  queryOptions({
    queryKey: ['memories', 'month', month, category ?? 'all'],
    queryFn: async () => {
      const qs = new URLSearchParams({ month, ...(category ? { category } : {}) });
      return (await api.get<{ memories: Memory[] }>(`/api/memories/calendar?${qs}`)).memories;
    },
    meta: { topics: ['profile'] },
  });

export const onThisDayQuery = queryOptions({
  queryKey: ['memories', 'on-this-day'],
  queryFn: () => api.get<OnThisDay>('/api/memories/on-this-day'),
  meta: { topics: ['profile', 'space'] },
});

export const memoryQuery = (memoryId: string) =>
  queryOptions({
    queryKey: ['memories', 'one', memoryId],
    queryFn: async () => (await api.get<{ memory: Memory }>(`/api/memories/${memoryId}`)).memory,
    meta: { topics: ['profile'] },
  });

type Headers = Record<string, string>;

export const saveMemory = async (id: string | null, input: MemoryInput, headers?: Headers) =>
  (id ? await api.put<{ memory: Memory }>(`/api/memories/${id}`, input, headers) : await api.post<{ memory: Memory }>('/api/memories', input, headers)).memory;
export const deleteMemory = (id: string) => api.delete<{ ok: true }>(`/api/memories/${id}`);

export const uploadMemoryPhoto = (id: string, file: File, headers?: Headers) => {
  const form = new FormData();
  form.append('photo', file, file.name);
  return api.upload<{ memory: Memory }>(`/api/memories/${id}/photos`, form, headers);
};
export const removeMemoryPhoto = (id: string, photoId: string, headers?: Headers) =>
  api.delete<{ memory: Memory }>(`/api/memories/${id}/photos/${photoId}`, undefined, headers);

/** Like or take the like back; both are idempotent on the server. */
export const setLiked = (id: string, liked: boolean) =>
  liked ? api.put<{ memory: Memory }>(`/api/memories/${id}/like`) : api.delete<{ memory: Memory }>(`/api/memories/${id}/like`);

