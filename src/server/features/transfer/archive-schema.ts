import { z } from '../../../shared/validation';
import { email as emailSchema, isoDate } from '../../../shared/validation';
import { TRANSFER_KINDS, transferMessages as tm, type TransferKind } from '../../../shared/transfer';
import { movieStatuses } from '../../../shared/movies-words';
import { seriesStatuses } from '../../../shared/series-words';
import { bookStatuses } from '../../../shared/books-words';
import { memoryCategories, MEMORY_MAX_PHOTOS } from '../../../shared/memories-words';
import { PLACE_CATEGORIES, PLACE_REASON_MAX } from '../../../shared/places';
import { tripDays, TRIP_MAX_DAYS, TRIP_NAME_MAX } from '../../../shared/trips-words';
import { VIDEO_ID } from '../../../shared/music';
import { notificationTypes } from '../../../shared/notifications';
import { pushKinds } from '../../../shared/push-words';
import { ANSWER_MAX, CUSTOM_QUESTION_MAX, CUSTOM_QUESTION_MIN, questionCategories } from '../../../shared/daily-question-words';
import { CAPSULE_BODY_MAX, CAPSULE_MAX_PHOTOS, CAPSULE_TITLE_MAX } from '../../../shared/capsules-words';
import { COMMENT_MAX } from '../../../shared/social-words';
import { canonicalTimeZone } from '../../../shared/dates';
import { MEMBER_NOTE_MAX } from '../../../shared/ikimiz-words';
import { GAME_MAX_GUESSES, gameColumns } from '../../../shared/game-rules';
import { gameDifficulties } from '../../../shared/movie-game-words';
import { PHOTO_CONTENT_TYPES } from '../../platform/photos-format';
import { PHOTO_MAX_SIDE } from '../../../shared/settings';
import { TransferError } from './zip-reader';
import { LANGUAGES } from '../../../shared/i18n/languages';

/**
 * The export's shape, kind by kind: what one row of `data/<kind>.json` may hold. Types, lengths
 * and choices follow the app's own input schemas (src/shared/*), so nothing can arrive through an
 * archive that a member could not have typed. Timestamps become Dates, e-mails are lowercased,
 * unknown columns are dropped. Used by `space:import` (with new ids, see remap.ts) and by a
 * restore that keeps ids; the references between rows are checked in references.ts.
 */

/** A lowercase UUID, as PostgreSQL writes them. */
const id = z.string().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
const ref = id.nullable();
const timestamp = z.iso.datetime({ offset: true }).transform((s) => new Date(s));
const text = (min: number, max: number) => z.string().min(min).max(max);
const int = (min: number, max: number) => z.number().int().min(min).max(max);
const url = z.string().max(1000).regex(/^https?:\/\/\S+$/i).nullable();
const imdbId = z.string().regex(/^tt\d{5,10}$/);
const rating = int(1, 10).nullable();
const imdbRating = z.number().min(0).max(10).nullable();
const year = int(1, 2200).nullable();
const positive = int(1, 100_000).nullable();
const tags = z.array(text(1, 40)).max(20);
const timeZone = z.string().refine((s) => canonicalTimeZone(s) === s);

/**
 * The one rating of an item in an archive of the version before İkimiz; today's archives carry
 * each member's in `ratings`. validateArchiveData makes it its adder's (legacy-ratings.ts).
 */
const legacyRating = rating.optional();
const runtime = int(1, 1000).nullable().optional();
const optionalRef = ref.optional().default(null);
/** The list item a rating row or a wish names (a rating may name a place instead). */
const listItem = { movieId: optionalRef, seriesId: optionalRef, bookId: optionalRef };
/** A rating row or a wish names exactly one item. */
const oneItem = (row: Record<string, unknown>) => ['movieId', 'seriesId', 'bookId', 'placeId'].filter((k) => row[k] != null).length === 1;

const listCommon = {
  id,
  spaceId: id,
  addedBy: ref,
  title: text(1, 300),
  rating: legacyRating,
  notes: text(0, 4000),
  createdAt: timestamp,
  updatedAt: timestamp,
  /** Added with Yılımız; an older archive has none (then the list's completed items stay unstamped). */
  finishedAt: timestamp.nullable().optional(),
};

const gameCell = z.object({
  verdict: z.enum(['correct', 'close', 'wrong']),
  arrow: z.enum(['up', 'down']).optional(),
  value: text(0, 500),
});

export const archiveKindSchemas = {
  settings: z.object({
    id,
    name: text(1, 60),
    togetherSince: isoDate,
    timeZone,
    /** Added with the game's 'Zorluk'; an older archive keeps the default, Karışık. */
    gameDifficulty: z.enum(gameDifficulties).optional(),
    createdAt: timestamp,
  }),
  members: z.object({
    id,
    spaceId: id,
    email: emailSchema,
    displayName: text(1, 60),
    birthday: isoDate.nullable(),
    photoId: ref,
    /** Added with English (decision 030); an older archive has none, and its members read Turkish. */
    language: z.enum(LANGUAGES).optional(),
    createdAt: timestamp,
  }),
  photos: z.object({
    id,
    spaceId: id,
    uploadedBy: ref,
    key: text(1, 200),
    thumbKey: text(1, 200),
    contentType: z.enum(PHOTO_CONTENT_TYPES),
    width: int(1, PHOTO_MAX_SIDE),
    height: int(1, PHOTO_MAX_SIDE),
    bytes: int(0, 2 ** 31 - 1),
    /** A sealed capsule's photo (added with Zaman Kapsülü; older archives have none). */
    sealedUntil: isoDate.nullable().optional(),
    createdAt: timestamp,
  }),
  'special-dates': z.object({
    id,
    spaceId: id,
    name: text(1, 60),
    date: isoDate,
    kind: z.enum(['anniversary', 'valentines', 'birthday', 'custom']),
    userId: ref,
    createdAt: timestamp,
  }),
  movies: z.object({
    ...listCommon,
    status: z.enum(movieStatuses),
    director: text(0, 200),
    year,
    genre: text(0, 200),
    imdbId: imdbId.nullable(),
    imdbRating,
    poster: url,
    plot: text(0, 4000),
    tags,
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
    genre: text(0, 200),
    imdbId: imdbId.nullable(),
    imdbRating,
    poster: url,
    plot: text(0, 4000),
    tags,
    runtime,
  }),
  books: z.object({
    ...listCommon,
    status: z.enum(bookStatuses),
    author: text(0, 300),
    thumbnail: url,
    year,
    publisher: text(0, 200),
    googleBooksId: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/).nullable(),
    isbn: z.string().regex(/^[0-9X]{10,13}$/).nullable(),
  }),
  quotes: z.object({
    id,
    spaceId: id,
    addedBy: ref,
    text: text(1, 2000),
    author: text(0, 120),
    source: text(0, 200),
    isAnonymous: z.boolean(),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  memories: z.object({
    id,
    spaceId: id,
    addedBy: ref,
    title: text(1, 120),
    description: text(0, 2000),
    date: isoDate,
    category: z.enum(memoryCategories),
    likeCount: int(0, 1000),
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  'memory-photos': z.object({ memoryId: id, photoId: id, position: int(0, MEMORY_MAX_PHOTOS - 1) }),
  'memory-likes': z.object({ memoryId: id, userId: id, createdAt: timestamp }),
  'memory-comments': z.object({ id, memoryId: id, spaceId: id, userId: ref, text: text(1, 1000), createdAt: timestamp }),
  places: z.object({
    id,
    spaceId: id,
    addedBy: ref,
    name: text(1, 120),
    address: text(0, 300),
    lat: z.number().min(-90).max(90),
    lng: z.number().min(-180).max(180),
    category: z.enum(PLACE_CATEGORIES),
    /** Null for a 'Gideceğiz' place (issue 37); an older archive's places all have one: 'Gittik'. */
    visitDate: isoDate.nullable(),
    rating: legacyRating,
    notes: text(0, 2000),
    reason: text(0, PLACE_REASON_MAX).optional().default(''),
    photoId: ref,
    createdAt: timestamp,
    updatedAt: timestamp,
  }),
  trips: z
    .object({
      id,
      spaceId: id,
      addedBy: ref,
      name: text(1, TRIP_NAME_MAX),
      startDate: isoDate,
      endDate: isoDate,
      coverPhotoId: ref,
      createdAt: timestamp,
      updatedAt: timestamp,
    })
    .refine((t) => t.endDate >= t.startDate && tripDays(t.startDate, t.endDate) <= TRIP_MAX_DAYS),
  'trip-places': z.object({ tripId: id, placeId: id, spaceId: id, addedBy: ref, createdAt: timestamp }),
  ratings: z
    .object({ id, spaceId: id, memberId: id, ...listItem, placeId: optionalRef, rating, note: text(0, MEMBER_NOTE_MAX), createdAt: timestamp, updatedAt: timestamp })
    .refine(oneItem),
  wishes: z.object({ id, spaceId: id, memberId: id, ...listItem, createdAt: timestamp }).refine(oneItem),
  music: z.object({
    id,
    spaceId: id,
    addedBy: ref,
    date: isoDate,
    videoId: z.string().regex(VIDEO_ID),
    title: text(1, 300),
    artist: text(0, 300),
    cover: url,
    createdAt: timestamp,
  }),
  /** An older archive's `cycle` (passes through the 37-title pool) is dropped with the unknown columns. */
  'game-days': z.object({ id, spaceId: id, day: isoDate, imdbId, number: int(1, 1_000_000).nullable(), createdAt: timestamp }),
  'game-guesses': z.object({
    id,
    spaceId: id,
    userId: id,
    day: isoDate,
    n: int(1, GAME_MAX_GUESSES),
    imdbId,
    title: text(1, 300),
    type: z.enum(['movie', 'series']),
    year,
    poster: url,
    cells: z.array(gameCell).max(gameColumns.length),
    correct: z.boolean(),
    /** Added with 'Geçmiş günler'; an older archive has only days played on their date. */
    practice: z.boolean().optional(),
    createdAt: timestamp,
  }),
  notifications: z.object({
    id,
    spaceId: id,
    userId: id,
    title: text(1, 300),
    message: text(1, 4000),
    type: z.enum(notificationTypes),
    read: z.boolean(),
    dedupeKey: text(1, 200).nullable(),
    createdAt: timestamp,
  }),
  'notification-preferences': z.object({
    userId: id,
    spaceId: id,
    disabledKinds: z.array(z.enum(pushKinds)).max(pushKinds.length),
    quietEnabled: z.boolean(),
    quietStart: int(0, 1439),
    quietEnd: int(0, 1439),
    updatedAt: timestamp,
  }),
  'question-custom': z.object({ id, spaceId: id, addedBy: ref, text: text(CUSTOM_QUESTION_MIN, CUSTOM_QUESTION_MAX), category: z.enum(questionCategories), createdAt: timestamp }),
  'question-days': z.object({
    id,
    spaceId: id,
    day: isoDate,
    bankKey: z.string().regex(/^[a-z0-9-]{1,40}$/).nullable(),
    customId: ref,
    text: text(1, CUSTOM_QUESTION_MAX),
    category: z.enum(questionCategories),
    createdAt: timestamp,
  }),
  'question-answers': z.object({ id, spaceId: id, dayId: id, userId: ref, text: text(1, ANSWER_MAX), createdAt: timestamp, updatedAt: timestamp }),
  'question-year-picks': z.object({ spaceId: id, year: int(1900, 9999), dayId: id, chosenBy: ref, createdAt: timestamp }),
  capsules: z.object({
    id,
    spaceId: id,
    addedBy: ref,
    title: text(1, CAPSULE_TITLE_MAX),
    body: text(1, CAPSULE_BODY_MAX),
    openDate: isoDate,
    likeCount: int(0, 1000),
    createdAt: timestamp,
  }),
  'capsule-photos': z.object({ capsuleId: id, photoId: id, position: int(0, CAPSULE_MAX_PHOTOS - 1) }),
  'capsule-likes': z.object({ capsuleId: id, userId: id, createdAt: timestamp }),
  'capsule-comments': z.object({ id, capsuleId: id, spaceId: id, userId: ref, text: text(1, COMMENT_MAX), createdAt: timestamp }),
} satisfies Record<TransferKind, z.ZodType>;

export type ArchiveRows = { [K in TransferKind]: z.output<(typeof archiveKindSchemas)[K]>[] };
export type ArchiveRow<K extends TransferKind> = ArchiveRows[K][number];

/** Most rows of one kind an archive may carry (a couple's lifetime is far below this). */
export const ARCHIVE_MAX_ROWS = 200_000;

/**
 * Every kind's rows parsed against its schema, or a TransferError naming the file and the row.
 * `raw` is the parsed JSON of each `data/<kind>.json`; nothing has been written yet.
 */
export function parseArchiveRows(raw: Record<TransferKind, unknown>): ArchiveRows {
  const rows = {} as Record<TransferKind, unknown[]>;
  for (const kind of TRANSFER_KINDS) {
    const list = raw[kind];
    if (!Array.isArray(list) || list.length > ARCHIVE_MAX_ROWS) throw new TransferError(tm.invalidRow(kind, 0));
    const schema: z.ZodType = archiveKindSchemas[kind];
    rows[kind] = list.map((row, i) => {
      const parsed = schema.safeParse(row);
      if (!parsed.success) throw new TransferError(tm.invalidRow(kind, i + 1), { cause: parsed.error });
      return parsed.data;
    });
  }
  return rows as ArchiveRows;
}
