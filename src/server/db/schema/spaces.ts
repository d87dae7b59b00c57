import { pgTable, uuid, text, date, timestamp, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id } from './base-columns';

/** One couple's shared scrapbook. Every record of couple data carries its id. */
export const spaces = pgTable('spaces', {
  id: id(),
  name: text('name').notNull(),
  togetherSince: date('together_since', { mode: 'string' }).notNull(),
  timeZone: text('time_zone').notNull().default('Europe/Istanbul'),
  /** The daily game's 'Zorluk' ('easy' | 'mixed' | 'hard'); a change applies from the next day (decision 025). */
  gameDifficulty: text('game_difficulty').notNull().default('mixed'),
  createdAt: createdAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    birthday: date('birthday', { mode: 'string' }),
    photoId: uuid('photo_id'),
    /** The member's own language ('tr' | 'en', shared/i18n/languages.ts; decision 030): the pages, errors, notifications and pushes they get. */
    language: text('language').notNull().default('tr'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_space_idx').on(t.spaceId)],
);

/**
 * Server-side sessions; the cookie holds a random token, the table only its SHA-256 (`id`, never
 * sent to the browser). `publicId` names a session in the device list ('Oturumlar') instead.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    publicId: uuid('public_id').notNull().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** 'Chrome · Android', read from the User-Agent at sign-in (platform/auth/device-label.ts); the raw header is not kept. */
    deviceLabel: text('device_label'),
    /** Moved forward at most every few minutes (platform/auth/sessions.ts), not at every request. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), uniqueIndex('sessions_public_id_key').on(t.publicId)],
);

export const invites = pgTable(
  'invites',
  {
    id: id(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdBy: uuid('created_by').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('invites_token_key').on(t.tokenHash), index('invites_space_idx').on(t.spaceId)],
);

/** Recurring dates shown in the home countdown. Only month and day matter for the countdown. */
export const specialDates = pgTable(
  'special_dates',
  {
    id: id(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 'anniversary' | 'valentines' | 'birthday' | 'custom'; birthday rows follow a member's profile. */
    kind: text('kind').notNull().default('custom'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('special_dates_space_idx').on(t.spaceId)],
);

/** Stored photos. The bytes live in the blob store under `key`; `thumbKey` is the grid size. */
export const photos = pgTable(
  'photos',
  {
    id: id(),
    spaceId: uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    key: text('key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /**
     * Not served before this calendar day of the space's zone (a sealed time capsule's photo):
     * the photo route answers 404 and a member's export leaves it out until then.
     */
    sealedUntil: date('sealed_until', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [index('photos_space_idx').on(t.spaceId)],
);
