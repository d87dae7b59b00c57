import { z } from './validation';
import {
  LIST_TEXT_MAX,
  listMessages,
  optionalImageUrl,
  optionalImdbId,
  optionalImdbRating,
  optionalNote,
  optionalRating,
  optionalRuntime,
  optionalTags,
  optionalText,
  optionalYear,
  ratingOnlyWhen,
  requiredTitle,
  type ListFormOnly,
  type ListItemBase,
} from './lists';

export * from './movies-words';
import { movieStatuses, MOVIE_DEFAULT_STATUS, MOVIE_COMPLETED_STATUS, moviesMessages, type MovieStatus } from './movies-words';

/** A movie as the form sends it (POST and PUT; PATCH merges into the stored one first). */
export const movieInput = z
  .object({
    title: requiredTitle(() => moviesMessages.titleRequired),
    director: optionalText(() => moviesMessages.labels.director, LIST_TEXT_MAX.person),
    year: optionalYear,
    genre: optionalText(() => listMessages.labels.genre, LIST_TEXT_MAX.genre),
    status: z.enum(movieStatuses, { error: () => listMessages.status }).nullish().transform((s) => s ?? MOVIE_DEFAULT_STATUS),
    rating: optionalRating,
    note: optionalNote,
    imdbId: optionalImdbId,
    imdbRating: optionalImdbRating,
    poster: optionalImageUrl,
    plot: optionalText(() => listMessages.labels.plot, LIST_TEXT_MAX.plot),
    notes: optionalText(() => listMessages.labels.notes, LIST_TEXT_MAX.notes),
    tags: optionalTags,
    runtime: optionalRuntime,
  })
  .transform(ratingOnlyWhen(MOVIE_COMPLETED_STATUS));
export type MovieInput = z.input<typeof movieInput>;
export type MovieValues = z.output<typeof movieInput>;

/** What leaves the server: the shared list fields, then the form's own fields as the contract outputs them. */
export interface Movie extends ListItemBase, Omit<MovieValues, keyof ListItemBase | ListFormOnly> {
  status: MovieStatus;
}
