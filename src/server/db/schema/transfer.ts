import { pgTable, uuid, timestamp } from 'drizzle-orm/pg-core';
import { spaces } from './spaces';

/**
 * 'Dışa aktar' under way: one row per space whose export is being sent (issue 33), so that a space
 * runs one export at a time across every instance. The instance sending it renews `expires_at`
 * while it sends and deletes the row when it ends; a row of an instance that died expires.
 */
export const spaceExports = pgTable('space_exports', {
  spaceId: uuid('space_id')
    .primaryKey()
    .references(() => spaces.id, { onDelete: 'cascade' }),
  /** This export's own id: only the export that took the row renews or ends it. */
  holder: uuid('holder').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
