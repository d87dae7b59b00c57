import { z } from './validation';
import { LIST_TEXT_MAX, listMessages, listStatus, optionalText, optionalYear, ratingOnlyWhen, requiredTitle, screenFields, type ListItemOf } from './lists';

export * from './movies-words';
import { movieStatuses, MOVIE_DEFAULT_STATUS, MOVIE_COMPLETED_STATUS, moviesMessages, type MovieStatus } from './movies-words';

/** A movie as the form sends it (POST and PUT; PATCH merges into the stored one first). */
export const movieInput = z
  .object({
    title: requiredTitle(() => moviesMessages.titleRequired),
    director: optionalText(() => moviesMessages.labels.director, LIST_TEXT_MAX.person),
    year: optionalYear,
    genre: optionalText(() => listMessages.labels.genre, LIST_TEXT_MAX.genre),
    status: listStatus(movieStatuses, MOVIE_DEFAULT_STATUS),
    ...screenFields,
  })
  .transform(ratingOnlyWhen(MOVIE_COMPLETED_STATUS));
export type MovieInput = z.input<typeof movieInput>;
export type MovieValues = z.output<typeof movieInput>;
export type Movie = ListItemOf<MovieValues, MovieStatus>;
