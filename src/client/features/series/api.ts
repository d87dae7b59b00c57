import type { Series, SeriesInput } from '../../../shared/series';
import type { TitleDetails, TitleSearchResult } from '../../../shared/catalog';
import { api } from '../../lib/api';
import { catalogApi, collectionApi } from '../../lib/collection-api';
import { matchesAny } from '../../ui/CollectionPage';

/** The search box: title and creator. */
export const matchesSeries = (series: Series, search: string) => matchesAny([series.title, series.creator], search);

/** The series list's calls, with its search box: what SeriesPage hands CollectionPage. */
export const seriesApi = { ...collectionApi<Series, SeriesInput>('series'), matches: matchesSeries };
export const { query: seriesQuery, save: saveSeries, remove: deleteSeries } = seriesApi;
export const nextEpisode = (id: string) => api.post<{ item: Series }>(`/api/series/${id}/next-episode`);
export const { search: searchSeriesCatalog, details: seriesDetails } = catalogApi<TitleSearchResult, TitleDetails>('series');

/** "2008–2013", "2023–" or "2010". */
export function yearsText(start: number | null, end: number | null): string {
  if (start === null) return end === null ? '' : String(end);
  return end === null ? `${start}–` : end === start ? String(start) : `${start}–${end}`;
}
