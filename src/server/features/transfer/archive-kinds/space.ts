import { z } from '../../../../shared/validation';
import { email as emailSchema, isoDate } from '../../../../shared/validation';
import { notificationTypes } from '../../../../shared/notifications';
import { pushKinds } from '../../../../shared/push-words';
import { gameDifficulties } from '../../../../shared/movie-game-words';
import { PHOTO_CONTENT_TYPES } from '../../../platform/photos-format';
import { PHOTO_MAX_SIDE } from '../../../../shared/settings';
import { LANGUAGES } from '../../../../shared/i18n/languages';
import type { TransferKind } from '../../../../shared/transfer';
import { id, ref, timestamp, text, int, timeZone } from './fields';

/** The space and its members: settings, members, photos, special days, notifications and their preferences. */
export const spaceKinds = {
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
} satisfies Partial<Record<TransferKind, z.ZodType>>;
