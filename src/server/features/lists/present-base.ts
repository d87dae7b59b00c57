import type { ListItemBase } from '../../../shared/lists';
import type { ListRecord } from './list-repo';

interface BaseRow {
  id: string;
  title: string;
  status: string;
  notes: string;
  addedBy: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The fields every list item shares; each feature's presenter adds its own. */
export function presentListBase<S extends string>({ row, authorName, ratings, matched }: ListRecord<BaseRow>): ListItemBase & { status: S } {
  return {
    id: row.id,
    title: row.title,
    status: row.status as S,
    ratings,
    matched,
    notes: row.notes,
    addedBy: row.addedBy ? { id: row.addedBy, displayName: authorName ?? '' } : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

interface ScreenRow {
  genre: string;
  imdbId: string | null;
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  tags: string[];
  runtime: number | null;
}

/** The film catalogue's fields a movie and a series share, last in both (schema/lists.ts `screen`). */
export function presentScreen(row: ScreenRow): ScreenRow {
  return { genre: row.genre, imdbId: row.imdbId, imdbRating: row.imdbRating, poster: row.poster, plot: row.plot, tags: row.tags, runtime: row.runtime };
}
