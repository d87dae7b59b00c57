import { describe, expect, it } from 'vitest';
import { getTableConfig, pgTable, uuid, text, type PgTable } from 'drizzle-orm/pg-core';
import { spaces } from '../../db/schema';
import { kindTables } from '../transfer/kinds';
import { backupTables, LEFT_OUT_OF_BACKUP, schemaTables } from './tables';

/**
 * Every table goes with the data: a table holding a space's rows that the export, the backup or
 * a space's deletion forgets is silent data loss. These lists are the only tables allowed to stay
 * behind, each with its reason.
 */
const LEFT_OUT_OF_EXPORT: Record<string, string> = {
  sessions: 'sign-ins belong to this server',
  push_subscriptions: "a browser's push subscription belongs to this server's sign-in and key, like a session",
  push_queue: 'pushes in flight to those subscriptions',
  invites: 'one-time links of this server (their hashes mean nothing elsewhere)',
  calendar_feeds: 'private calendar addresses of this server (a hash; a member makes a new one after an import)',
  space_exports: 'an export being sent right now (one at a time per space)',
  space_usage: "the space's counters, rebuilt by the import's own rows (triggers)",
};
const SPACE_DATA_LEFT_OUT_OF_BACKUP = ['sessions', 'push_subscriptions', 'push_queue', 'space_exports', 'space_usage'];

const nameOf = (t: PgTable) => getTableConfig(t).name;

/** Tables whose rows belong to a space: a space_id column, or a reference to such a table. */
function spaceDataTables(tables: PgTable[]): Set<string> {
  const holds = new Set([nameOf(spaces)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of tables) {
      const config = getTableConfig(t);
      if (holds.has(config.name)) continue;
      const bySpaceColumn = config.columns.some((c) => c.name === 'space_id');
      const byReference = config.foreignKeys.some((fk) => holds.has(nameOf(fk.reference().foreignTable)));
      if (bySpaceColumn || byReference) {
        holds.add(config.name);
        grew = true;
      }
    }
  }
  return holds;
}

/** Tables whose rows go when their space is deleted: a chain of ON DELETE CASCADE up to spaces. */
function deletedWithSpace(tables: PgTable[]): Set<string> {
  const goes = new Set([nameOf(spaces)]);
  for (let grew = true; grew;) {
    grew = false;
    for (const t of tables) {
      const config = getTableConfig(t);
      if (goes.has(config.name)) continue;
      if (config.foreignKeys.some((fk) => fk.onDelete === 'cascade' && goes.has(nameOf(fk.reference().foreignTable)))) {
        goes.add(config.name);
        grew = true;
      }
    }
  }
  return goes;
}

/** What each of the three forgets, for a list of tables. */
function uncovered(tables: PgTable[]) {
  const data = [...spaceDataTables(tables)].sort();
  const exported = new Set(Object.values(kindTables()).map(nameOf));
  const backedUp = new Set(backupTables().map((t) => t.name));
  const deleted = deletedWithSpace(tables);
  return {
    export: data.filter((t) => !exported.has(t) && !(t in LEFT_OUT_OF_EXPORT)),
    backup: data.filter((t) => !backedUp.has(t) && !SPACE_DATA_LEFT_OUT_OF_BACKUP.includes(t)),
    deletion: data.filter((t) => !deleted.has(t)),
  };
}

describe('every table goes with the data', () => {
  const schema = [...schemaTables().values()];

  it('every table of the schema holding space data is exported, backed up and deleted with its space', () => {
    expect(spaceDataTables(schema).size).toBeGreaterThan(15);
    expect(uncovered(schema)).toEqual({ export: [], backup: [], deletion: [] });
  });

  it('a backup leaves out only what is named with a reason, and never a space table but sign-ins, their push subscriptions, exports under way and the usage counters', () => {
    const data = spaceDataTables(schema);
    expect(Object.keys(LEFT_OUT_OF_BACKUP).filter((t) => data.has(t))).toEqual(SPACE_DATA_LEFT_OUT_OF_BACKUP);
    for (const name of Object.keys(LEFT_OUT_OF_BACKUP)) expect(schemaTables().has(name), name).toBe(true);
  });

  it('fails for a new table with a space_id that the export does not know, or that a deletion would leave behind', () => {
    const stickers = pgTable('stickers', {
      id: uuid('id').primaryKey(),
      spaceId: uuid('space_id').references(() => spaces.id),
      name: text('name'),
    });
    const stickerLikes = pgTable('sticker_likes', {
      stickerId: uuid('sticker_id').references(() => stickers.id, {
        onDelete: 'cascade',
      }),
    });
    const found = uncovered([...schema, stickers, stickerLikes]);
    expect(found.export).toEqual(['sticker_likes', 'stickers']);
    // No ON DELETE CASCADE on stickers.space_id: both stay behind when the space goes.
    expect(found.deletion).toEqual(['sticker_likes', 'stickers']);
  });
});
