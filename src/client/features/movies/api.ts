import type { Movie, MovieInput } from '../../../shared/movies';
import type { TitleDetails, TitleSearchResult } from '../../../shared/catalog';
import { catalogApi, collectionApi } from '../../lib/collection-api';
import { matchesAny } from '../../ui/CollectionPage';

/** The search box: title and director. */
export const matchesMovie = (movie: Movie, search: string) => matchesAny([movie.title, movie.director], search);

/** The movies list's calls, with its search box: what MoviesPage hands CollectionPage. */
export const moviesApi = { ...collectionApi<Movie, MovieInput>('movies'), matches: matchesMovie };
export const { query: moviesQuery, save: saveMovie, remove: deleteMovie } = moviesApi;
export const { search: searchMovieCatalog, details: movieDetails } = catalogApi<TitleSearchResult, TitleDetails>('movies');
