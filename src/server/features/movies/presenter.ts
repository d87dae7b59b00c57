import type { Movie } from '../../../shared/movies';
import type { ListRecord } from '../lists/owned-list';
import type { MovieRow } from './repo';

/** What leaves the server for a movie, over HTTP (live events only name the topic). */
export function presentMovie({ row, authorName }: ListRecord<MovieRow>): Movie {
  return {
    id: row.id,
    title: row.title,
    director: row.director,
    year: row.year,
    genre: row.genre,
    status: row.status as Movie['status'],
    rating: row.rating,
    imdbId: row.imdbId,
    imdbRating: row.imdbRating,
    poster: row.poster,
    plot: row.plot,
    notes: row.notes,
    tags: row.tags,
    addedBy: row.addedBy ? { id: row.addedBy, displayName: authorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
