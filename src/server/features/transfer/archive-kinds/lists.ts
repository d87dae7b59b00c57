import { z } from '../../../../shared/validation';
import { movieStatuses } from '../../../../shared/movies-words';
import { seriesStatuses } from '../../../../shared/series-words';
import { bookStatuses } from '../../../../shared/books-words';
import { MEMBER_NOTE_MAX } from '../../../../shared/ikimiz-words';
import type { TransferKind } from '../../../../shared/transfer';
import { id, timestamp, text, url, imdbId, rating, imdbRating, year, positive, tags, runtime, optionalRef, listItem, oneItem, listCommon } from './fields';

/** What a movie and a series both carry from the catalogue, in this order after their own fields. */
const screenFields = { genre: text(0, 200), imdbId: imdbId.nullable(), imdbRating, poster: url, plot: text(0, 4000), tags };

/** Filmler, Diziler, Kitaplar and İkimiz: the list items, each member's rating and the wishes. */
export const listKinds = {
  movies: z.object({
    ...listCommon,
    status: z.enum(movieStatuses),
    director: text(0, 200),
    year,
    ...screenFields,
    /** Added with İkimiz; an older archive has none. */
    runtime,
  }),
  series: z.object({
    ...listCommon,
    status: z.enum(seriesStatuses),
    creator: text(0, 200),
    startYear: year,
    endYear: year,
    currentSeason: positive,
    currentEpisode: positive,
    totalSeasons: positive,
    ...screenFields,
    runtime,
  }),
  books: z.object({
    ...listCommon,
    status: z.enum(bookStatuses),
    author: text(0, 300),
    thumbnail: url,
    year,
    publisher: text(0, 200),
    googleBooksId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/)
      .nullable(),
    isbn: z
      .string()
      .regex(/^[0-9X]{10,13}$/)
      .nullable(),
  }),
  ratings: z
    .object({
      id,
      spaceId: id,
      memberId: id,
      ...listItem,
      placeId: optionalRef,
      rating,
      note: text(0, MEMBER_NOTE_MAX),
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .refine(oneItem),
  wishes: z.object({ id, spaceId: id, memberId: id, ...listItem, createdAt: timestamp }).refine(oneItem),
} satisfies Partial<Record<TransferKind, z.ZodType>>;
