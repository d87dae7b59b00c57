import { books, itemRatings, itemWishes, movies, places, series } from '../../db/schema';
import type { RatedKind, WishKind } from '../../../shared/ikimiz-words';
import { MOVIE_COMPLETED_STATUS, MOVIE_TO_WATCH_STATUS, MOVIE_WATCHING_STATUS } from '../../../shared/movies-words';
import { SERIES_COMPLETED_STATUS, SERIES_TO_WATCH_STATUS, SERIES_WATCHING_STATUS } from '../../../shared/series-words';
import { BOOK_COMPLETED_STATUS, BOOK_TO_READ_STATUS } from '../../../shared/books-words';

/**
 * What İkimiz (issue 34) needs to know of each kind of item a member may rate: its table, the
 * status its rating shows in (none for a place: always), the status a wish is offered in, the one
 * 'Bunu izleyelim' sets, and its column in item_ratings / item_wishes.
 */
export const ITEM_KINDS = {
  movies: { table: movies, completed: MOVIE_COMPLETED_STATUS, toWatch: MOVIE_TO_WATCH_STATUS, watching: MOVIE_WATCHING_STATUS },
  series: { table: series, completed: SERIES_COMPLETED_STATUS, toWatch: SERIES_TO_WATCH_STATUS, watching: SERIES_WATCHING_STATUS },
  books: { table: books, completed: BOOK_COMPLETED_STATUS, toWatch: BOOK_TO_READ_STATUS, watching: null },
  places: { table: places, completed: null, toWatch: null, watching: null },
} as const;

export const ratingColumn = {
  movies: itemRatings.movieId,
  series: itemRatings.seriesId,
  books: itemRatings.bookId,
  places: itemRatings.placeId,
} as const satisfies Record<RatedKind, unknown>;

/** The same column by its key, for inserts. */
export const ratingKey = { movies: 'movieId', series: 'seriesId', books: 'bookId', places: 'placeId' } as const satisfies Record<RatedKind, string>;

export const wishColumn = { movies: itemWishes.movieId, series: itemWishes.seriesId, books: itemWishes.bookId } as const satisfies Record<WishKind, unknown>;
export const wishKey = { movies: 'movieId', series: 'seriesId', books: 'bookId' } as const satisfies Record<WishKind, string>;
