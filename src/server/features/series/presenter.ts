import type { Series } from '../../../shared/series';
import type { ListRecord } from '../lists/owned-list';
import { presentListBase } from '../lists/present-base';
import type { SeriesRow } from './repo';

/** What leaves the server for a series, over HTTP (live events only name the topic). */
export function presentSeries(record: ListRecord<SeriesRow>): Series {
  const { row } = record;
  return {
    ...presentListBase<Series['status']>(record),
    creator: row.creator,
    startYear: row.startYear,
    endYear: row.endYear,
    currentSeason: row.currentSeason,
    currentEpisode: row.currentEpisode,
    totalSeasons: row.totalSeasons,
    genre: row.genre,
    imdbId: row.imdbId,
    imdbRating: row.imdbRating,
    poster: row.poster,
    plot: row.plot,
    tags: row.tags,
    runtime: row.runtime,
  };
}
