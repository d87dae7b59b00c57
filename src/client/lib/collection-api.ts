import { queryOptions } from '@tanstack/react-query';
import { api } from './api';

/**
 * The calls of one collection of the space (a list, the quotes): its read, a save (POST a new
 * item, PUT an edit) and a delete by id, under `/api/<name>`. `many` names the answer's list
 * field ({ items } for the lists). A page spreads it into CollectionPage.
 */
export function collectionApi<T, I>(name: string, many = 'items') {
  const path = `/api/${name}`;
  return {
    query: queryOptions({
      queryKey: [name],
      queryFn: async () => (await api.get<Record<string, T[]>>(path))[many],
      // The adder's name on each card follows profile changes.
      meta: { topics: ['profile'] },
    }),
    save: (id: string | null, input: I) => (id ? api.put<Record<string, T>>(`${path}/${id}`, input) : api.post<Record<string, T>>(path, input)),
    remove: (id: string) => api.delete<{ ok: true }>(`${path}/${id}`),
  };
}

/** A catalogue's search and details for one list (`/api/catalog/<kind>`): the add form's suggestions. */
export function catalogApi<R, D>(kind: string) {
  const path = `/api/catalog/${kind}`;
  return {
    search: async (q: string) => (await api.get<{ results: R[] }>(`${path}/search?q=${encodeURIComponent(q)}`)).results,
    details: async (id: string) => (await api.get<{ details: D }>(`${path}/${encodeURIComponent(id)}`)).details,
  };
}
