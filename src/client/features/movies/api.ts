import { queryOptions } from '@tanstack/react-query';
import type { Movie, MovieInput } from '../../../shared/movies';
import type { TitleDetails, TitleSearchResult } from '../../../shared/catalog';
import { api } from '../../lib/api';
import { matchesAny } from '../../ui/CollectionPage';

export const moviesQuery = queryOptions({
  queryKey: ['movies'],
  queryFn: async () => (await api.get<{ items: Movie[] }>('/api/movies')).items,
  // The adder's name on each card follows profile changes.
  meta: { topics: ['profile'] },
});

export const saveMovie = (id: string | null, input: MovieInput) =>
  id ? api.put<{ item: Movie }>(`/api/movies/${id}`, input) : api.post<{ item: Movie }>('/api/movies', input);
export const deleteMovie = (id: string) => api.delete<{ ok: true }>(`/api/movies/${id}`);

export const searchMovieCatalog = async (q: string) =>
  (await api.get<{ results: TitleSearchResult[] }>(`/api/catalog/movies/search?q=${encodeURIComponent(q)}`)).results;
export const movieDetails = async (imdbId: string) =>
  (await api.get<{ details: TitleDetails }>(`/api/catalog/movies/${encodeURIComponent(imdbId)}`)).details;

/** The search box: title and director. */
export const matchesMovie = (movie: Movie, search: string) => matchesAny([movie.title, movie.director], search);
