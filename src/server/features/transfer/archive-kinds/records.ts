import { z } from '../../../../shared/validation';
import { isoDate } from '../../../../shared/validation';
import { memoryCategories, MEMORY_MAX_PHOTOS } from '../../../../shared/memories-words';
import { PLACE_CATEGORIES, PLACE_REASON_MAX } from '../../../../shared/places';
import { tripDays, TRIP_MAX_DAYS, TRIP_NAME_MAX } from '../../../../shared/trips-words';
import { VIDEO_ID } from '../../../../shared/music';
import type { TransferKind } from '../../../../shared/transfer';
import { id, ref, timestamp, text, int, url, legacyRating } from './fields';

/** What a member adds: quotes, memories with their photos, likes and comments, places, trips and the songs of the day. */
export const recordKinds = {
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
} satisfies Partial<Record<TransferKind, z.ZodType>>;
