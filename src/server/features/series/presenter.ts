import type { Series } from '../../../shared/series';
import type { ListRecord } from '../lists/owned-list';
import { presentListBase, presentScreen } from '../lists/present-base';
import type { SeriesRow } from './repo';

/** What leaves the server for a series, over HTTP (live events only name the topic). */
export function presentSeries(record: ListRecord<SeriesRow>): Series {
  const { creator, startYear, endYear, currentSeason, currentEpisode, totalSeasons } = record.row;
  return {
    ...presentListBase<Series['status']>(record),
    creator,
    startYear,
    endYear,
    currentSeason,
    currentEpisode,
    totalSeasons,
    ...presentScreen(record.row),
  };
}
