import type { Movie } from '../../../shared/movies';
import type { ListRecord } from '../lists/owned-list';
import { presentListBase, presentScreen } from '../lists/present-base';
import type { MovieRow } from './repo';

/** What leaves the server for a movie, over HTTP (live events only name the topic). */
export function presentMovie(record: ListRecord<MovieRow>): Movie {
  const { row } = record;
  return { ...presentListBase<Movie['status']>(record), director: row.director, year: row.year, ...presentScreen(row) };
}
