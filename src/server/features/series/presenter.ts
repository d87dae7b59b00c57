import type { Series } from '../../../shared/series';
import type { ListRecord } from '../lists/owned-list';
import type { SeriesRow } from './repo';

/** What leaves the server for a series, over HTTP (live events only name the topic). */
export function presentSeries({ row, authorName }: ListRecord<SeriesRow>): Series {
  return {
    id: row.id,
    title: row.title,
    creator: row.creator,
    startYear: row.startYear,
    endYear: row.endYear,
    currentSeason: row.currentSeason,
    currentEpisode: row.currentEpisode,
    totalSeasons: row.totalSeasons,
    status: row.status as Series['status'],
    genre: row.genre,
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
