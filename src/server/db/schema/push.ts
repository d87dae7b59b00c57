import { pgTable, uuid, text, integer, boolean, timestamp, jsonb, index, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, createdAt, updatedAt, spaceId, ownMember, spaceRow } from './columns';
import { sessions, users } from './spaces';

/**
 * Web Push (decision 016). A device's subscription belongs to this server like a session does
 * (its keys mean nothing elsewhere); preferences are the couple's; the queue is work in flight.
 */

/** One browser of one member: the PushSubscription it handed us. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    ...spaceRow(),
    userId: ownMember('user_id'),
    /** The sign-in it was made under: signing that browser out (or a password change) ends its pushes. */
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser: a host of PUSH_ALLOWED_HOSTS, https only. */
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'Chrome · Android', from the User-Agent when it subscribed. */
    deviceLabel: text('device_label'),
    createdAt: createdAt(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
    // The sender's fair claim takes each space's due pushes through its devices.
    index('push_subscriptions_space_idx').on(t.spaceId),
  ],
);

/** Per member: which kinds may buzz the phone and the quiet hours (minutes after midnight, space time). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  spaceId: spaceId(),
  disabledKinds: jsonb('disabled_kinds').$type<string[]>().notNull().default([]),
  quietEnabled: boolean('quiet_enabled').notNull().default(true),
  quietStart: integer('quiet_start').notNull().default(23 * 60),
  quietEnd: integer('quiet_end').notNull().default(8 * 60),
  updatedAt: updatedAt(),
});

/**
 * Pushes to send: one row per device and tag, so a burst of the same tag collapses into the row
 * still waiting. `version` moves with every new push into the row; a send that finds it moved
 * leaves the row pending for the newer text.
 */
export const pushQueue = pgTable(
  'push_queue',
  {
    id: id(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    tag: text('tag').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** Pushes folded into this one since the last send. */
    count: integer('count').notNull().default(1),
    version: integer('version').notNull().default(1),
    pending: boolean('pending').notNull().default(true),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('push_queue_subscription_tag_key').on(t.subscriptionId, t.tag), index('push_queue_due_idx').on(t.pending, t.dueAt)],
);

/** The server's own keys (the VAPID key pair), made at first start; the same for every instance. */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: createdAt(),
});
