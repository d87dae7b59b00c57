import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  books,
  gameDays,
  gameGuesses,
  memories,
  memoryComments,
  memoryLikes,
  memoryPhotos,
  movies,
  music,
  notifications,
  notificationPreferences,
  photos,
  places,
  quotes,
  series,
  spaces,
  specialDates,
  users,
} from '../../db/schema';
import type { Db } from '../../db/client';
import type { TransferKind } from '../../../shared/transfer';

/**
 * Where each kind of record lives and how a space's rows are picked. Every kind is ordered by
 * its id (or its key columns), so two exports of the same data list rows alike; the import keeps
 * that order when it gives rows new ids (see remap.ts).
 */
export interface KindSpec {
  table: PgTable;
  /** The space's rows. */
  where: (spaceId: string) => SQL;
  orderBy: PgColumn[];
  /** Columns never exported (secrets). */
  omit?: string[];
}

/** The kinds over one database (the memory sub-kinds select through the space's memories). */
export function kindSpecs(db: Db): Record<TransferKind, KindSpec> {
  const memoryIds = (spaceId: string) => db.select({ id: memories.id }).from(memories).where(eq(memories.spaceId, spaceId));
  return {
    settings: { table: spaces, where: (s) => eq(spaces.id, s), orderBy: [spaces.id] },
    members: { table: users, where: (s) => eq(users.spaceId, s), orderBy: [users.id], omit: ['passwordHash'] },
    photos: { table: photos, where: (s) => eq(photos.spaceId, s), orderBy: [photos.id] },
    'special-dates': { table: specialDates, where: (s) => eq(specialDates.spaceId, s), orderBy: [specialDates.id] },
    movies: { table: movies, where: (s) => eq(movies.spaceId, s), orderBy: [movies.id] },
    series: { table: series, where: (s) => eq(series.spaceId, s), orderBy: [series.id] },
    books: { table: books, where: (s) => eq(books.spaceId, s), orderBy: [books.id] },
    quotes: { table: quotes, where: (s) => eq(quotes.spaceId, s), orderBy: [quotes.id] },
    memories: { table: memories, where: (s) => eq(memories.spaceId, s), orderBy: [memories.id] },
    'memory-photos': { table: memoryPhotos, where: (s) => inArray(memoryPhotos.memoryId, memoryIds(s)), orderBy: [memoryPhotos.memoryId, memoryPhotos.photoId] },
    'memory-likes': {
      table: memoryLikes,
      where: (s) => inArray(memoryLikes.memoryId, memoryIds(s)),
      orderBy: [memoryLikes.memoryId, memoryLikes.userId],
    },
    'memory-comments': { table: memoryComments, where: (s) => eq(memoryComments.spaceId, s), orderBy: [memoryComments.id] },
    places: { table: places, where: (s) => eq(places.spaceId, s), orderBy: [places.id] },
    music: { table: music, where: (s) => eq(music.spaceId, s), orderBy: [music.id] },
    'game-days': { table: gameDays, where: (s) => eq(gameDays.spaceId, s), orderBy: [gameDays.id] },
    'game-guesses': { table: gameGuesses, where: (s) => eq(gameGuesses.spaceId, s), orderBy: [gameGuesses.id] },
    notifications: { table: notifications, where: (s) => eq(notifications.spaceId, s), orderBy: [notifications.id] },
    'notification-preferences': { table: notificationPreferences, where: (s) => eq(notificationPreferences.spaceId, s), orderBy: [notificationPreferences.userId] },
  };
}

export const ascending = (columns: PgColumn[]) => columns.map((c) => asc(c));

/** Each kind's table (the backup's checks and the every-table test; no query is made, so no database). */
export function kindTables(): Record<TransferKind, PgTable> {
  const specs = kindSpecs(undefined as unknown as Db);
  return Object.fromEntries(Object.entries(specs).map(([kind, spec]) => [kind, spec.table])) as Record<TransferKind, PgTable>;
}
