import { z } from './validation';
import {
  listMessages,
  optionalImageUrl,
  optionalImdbId,
  optionalImdbRating,
  optionalRating,
  optionalTags,
  optionalText,
  optionalYear,
  ratingOnlyWhen,
  requiredTitle,
  type ListItemBase,
} from './lists';

export * from './movies-words';
import { movieStatuses, MOVIE_DEFAULT_STATUS, MOVIE_COMPLETED_STATUS, moviesMessages, type MovieStatus } from './movies-words';

/** A movie as the form sends it (POST and PUT; PATCH merges into the stored one first). */
export const movieInput = z
  .object({
    title: requiredTitle(moviesMessages.titleRequired),
    director: optionalText('Yönetmen', 200),
    year: optionalYear,
    genre: optionalText('Tür', 200),
    status: z.enum(movieStatuses, { error: listMessages.status }).nullish().transform((s) => s ?? MOVIE_DEFAULT_STATUS),
    rating: optionalRating,
    imdbId: optionalImdbId,
    imdbRating: optionalImdbRating,
    poster: optionalImageUrl,
    plot: optionalText('Özet', 4000),
    notes: optionalText('Notlar', 4000),
    tags: optionalTags,
  })
  .transform(ratingOnlyWhen(MOVIE_COMPLETED_STATUS));
export type MovieInput = z.input<typeof movieInput>;
export type MovieValues = z.output<typeof movieInput>;

export interface Movie extends ListItemBase {
  status: MovieStatus;
  director: string;
  year: number | null;
  genre: string;
  imdbId: string | null;
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  tags: string[];
}
