import { queryOptions } from '@tanstack/react-query';
import type { Series, SeriesInput } from '../../../shared/series';
import type { TitleDetails, TitleSearchResult } from '../../../shared/catalog';
import { api } from '../../lib/api';
import { matchesAny } from '../../ui/CollectionPage';

export const seriesQuery = queryOptions({
  queryKey: ['series'],
  queryFn: async () => (await api.get<{ items: Series[] }>('/api/series')).items,
  // The adder's name on each card follows profile changes.
  meta: { topics: ['profile'] },
});

export const saveSeries = (id: string | null, input: SeriesInput) =>
  id ? api.put<{ item: Series }>(`/api/series/${id}`, input) : api.post<{ item: Series }>('/api/series', input);
export const deleteSeries = (id: string) => api.delete<{ ok: true }>(`/api/series/${id}`);
export const nextEpisode = (id: string) => api.post<{ item: Series }>(`/api/series/${id}/next-episode`);

export const searchSeriesCatalog = async (q: string) =>
  (await api.get<{ results: TitleSearchResult[] }>(`/api/catalog/series/search?q=${encodeURIComponent(q)}`)).results;
export const seriesDetails = async (imdbId: string) =>
  (await api.get<{ details: TitleDetails }>(`/api/catalog/series/${encodeURIComponent(imdbId)}`)).details;

/** The search box: title and creator. */
export const matchesSeries = (series: Series, search: string) => matchesAny([series.title, series.creator], search);

/** "2008–2013", "2023–" or "2010". */
export function yearsText(start: number | null, end: number | null): string {
  if (start === null) return end === null ? '' : String(end);
  return end === null ? `${start}–` : end === start ? String(start) : `${start}–${end}`;
}
