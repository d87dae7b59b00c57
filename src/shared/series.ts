import { z } from './validation';
import {
  LIST_TEXT_MAX,
  listMessages,
  optionalImageUrl,
  optionalImdbId,
  optionalImdbRating,
  optionalPositive,
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

export * from './series-words';
import { seriesStatuses, SERIES_DEFAULT_STATUS, SERIES_COMPLETED_STATUS, seriesMessages, type SeriesStatus } from './series-words';

const m = seriesMessages;

/** A series as the form sends it (POST and PUT; PATCH merges into the stored one first). */
export const seriesInput = z
  .object({
    title: requiredTitle(() => m.titleRequired),
    creator: optionalText(() => m.labels.creator, LIST_TEXT_MAX.person),
    startYear: optionalYear,
    endYear: optionalYear,
    currentSeason: optionalPositive(() => m.seasonMin),
    currentEpisode: optionalPositive(() => m.episodeMin),
    totalSeasons: optionalPositive(() => m.totalSeasonsMin),
    status: z.enum(seriesStatuses, { error: () => listMessages.status }).nullish().transform((s) => s ?? SERIES_DEFAULT_STATUS),
    genre: optionalText(() => listMessages.labels.genre, LIST_TEXT_MAX.genre),
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
  .refine((s) => s.startYear === null || s.endYear === null || s.endYear >= s.startYear, {
    error: () => m.endBeforeStart,
    path: ['endYear'],
  })
  .transform(ratingOnlyWhen(SERIES_COMPLETED_STATUS));
export type SeriesInput = z.input<typeof seriesInput>;
export type SeriesValues = z.output<typeof seriesInput>;

/** What leaves the server: the shared list fields, then the form's own fields as the contract outputs them. */
export interface Series extends ListItemBase, Omit<SeriesValues, keyof ListItemBase | ListFormOnly> {
  status: SeriesStatus;
}
