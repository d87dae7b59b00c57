import { z } from './validation';
import { LIST_TEXT_MAX, listMessages, listStatus, optionalPositive, optionalText, optionalYear, ratingOnlyWhen, requiredTitle, screenFields, type ListItemOf } from './lists';

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
    status: listStatus(seriesStatuses, SERIES_DEFAULT_STATUS),
    genre: optionalText(() => listMessages.labels.genre, LIST_TEXT_MAX.genre),
    ...screenFields,
  })
  .refine((s) => s.startYear === null || s.endYear === null || s.endYear >= s.startYear, {
    error: () => m.endBeforeStart,
    path: ['endYear'],
  })
  .transform(ratingOnlyWhen(SERIES_COMPLETED_STATUS));
export type SeriesInput = z.input<typeof seriesInput>;
export type SeriesValues = z.output<typeof seriesInput>;
export type Series = ListItemOf<SeriesValues, SeriesStatus>;
