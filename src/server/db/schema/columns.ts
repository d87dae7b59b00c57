import { uuid } from 'drizzle-orm/pg-core';
import { spaces, users } from './spaces';
import { id } from './base-columns';

export { id, createdAt, updatedAt, stamps } from './base-columns';

/**
 * The columns that point at a space or a member, written once as the migrations made them (a
 * change here is a schema change: `npm run db:generate` must stay silent). The spreads keep the
 * columns in their tables' order.
 */

/** The space a row belongs to: it goes when the space is deleted. */
export const spaceId = () => uuid('space_id').notNull().references(() => spaces.id, { onDelete: 'cascade' });

/** A member the row belongs to: it goes with them. */
export const ownMember = (name: string) => uuid(name).notNull().references(() => users.id, { onDelete: 'cascade' });

/** A member who did something: the row stays, nameless, when they leave. */
export const byMember = (name: string) => uuid(name).references(() => users.id, { onDelete: 'set null' });

/** The head of a row of the space's data: its id and its space. */
export const spaceRow = () => ({ id: id(), spaceId: spaceId() });

/** The head of a row a member added to the space. */
export const addedRow = () => ({ ...spaceRow(), addedBy: byMember('added_by') });
