import { uuid, timestamp } from 'drizzle-orm/pg-core';

/**
 * The columns every kind of table spells alike, written once; spaces.ts uses them too, so this
 * file imports no table (columns.ts adds the ones that point at a space or a member). Each makes
 * exactly the column the migrations already made: `npm run db:generate` must stay silent.
 */

export const id = () => uuid('id').primaryKey().defaultRandom();

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** When a row was made and last changed. */
export const stamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
