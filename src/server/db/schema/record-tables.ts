import { pgTable, uuid, text, integer, index, primaryKey, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { byMember, createdAt, id, ownMember, spaceId } from './columns';
import { photos } from './spaces';

const parentRef = (name: string, parent: () => AnyPgColumn) => uuid(name).notNull().references(parent, { onDelete: 'cascade' });
type ParentRef<K extends string> = Record<K, ReturnType<typeof parentRef>>;
/** The extra-config callbacks below index their columns by a generic key, which Drizzle's types cannot follow. */
type Columns = Record<string, AnyPgColumn>;

/**
 * What a shared record with photos, likes and comments keeps beside its own row (memories; time
 * capsules): `<prefix>_photos` (its photos in order, position 0 first), `<prefix>_likes` (one row
 * per member) and `<prefix>_comments`, each pointing at the record through `<prefix>_id` (`key` in
 * TypeScript). One builder, so the two kinds cannot drift apart; the SQL is what the migrations made.
 */
export function recordTables<K extends string>(prefix: string, key: K, parent: () => AnyPgColumn) {
  const ref = () => ({ [key]: parentRef(`${prefix}_id`, parent) }) as ParentRef<K>;
  const photoLinks = pgTable(
    `${prefix}_photos`,
    { ...ref(), photoId: uuid('photo_id').notNull().references(() => photos.id, { onDelete: 'cascade' }), position: integer('position').notNull() },
    (t) => {
      const c = t as unknown as Columns;
      return [primaryKey({ columns: [c[key], c.photoId] }), uniqueIndex(`${prefix}_photos_photo_key`).on(c.photoId), index(`${prefix}_photos_order_idx`).on(c[key], c.position)];
    },
  );
  const likes = pgTable(`${prefix}_likes`, { ...ref(), userId: ownMember('user_id'), createdAt: createdAt() }, (t) => {
    const c = t as unknown as Columns;
    return [primaryKey({ columns: [c[key], c.userId] })];
  });
  const comments = pgTable(
    `${prefix}_comments`,
    { id: id(), ...ref(), spaceId: spaceId(), userId: byMember('user_id'), text: text('text').notNull(), createdAt: createdAt() },
    (t) => {
      const c = t as unknown as Columns;
      return [index(`${prefix}_comments_${prefix}_idx`).on(c[key], c.createdAt)];
    },
  );
  return { photoLinks, likes, comments };
}
