import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { migrateDatabase } from '../../db/client';
import { createTestDatabase } from '../../testing/test-database';
import { toOlderSchema } from '../../testing/older-schema';
import { createTestApp } from '../../testing/test-app';
import { sql } from 'drizzle-orm';
import { findUserByEmail } from '../account/repo';
import { hashPassword } from '../../platform/passwords';
import { backupBeforeMigrating } from './before-migrate';
import { restoreBackup } from './restore';
import { pendingMigrations } from './snapshot';
import { backupDepsOf, readBackupEntries, signIn } from '../../testing/backup';

/** Every migration after 0001_features, as the journal lists them: what an 0001 database lacks. */
const MIGRATIONS_AFTER_0001 = (
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../../db/migrations/meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
).entries
  .map((e) => e.tag)
  .slice(2);

const log = {
  lines: [] as string[],
  info: (_o: object, msg: string) => log.lines.push(msg),
  error: () => {},
};

describe('a pending migration first takes a backup', () => {
  it('backs up a database made by an older version before migrating it; the backup restores into today’s schema', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-premigrate-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      BACKUP_SCHEDULE: 'off',
      LOG_LEVEL: 'silent',
    });
    const database = await createTestDatabase();
    try {
      await toOlderSchema(database, 2);
      expect(await pendingMigrations(database.db)).toEqual(MIGRATIONS_AFTER_0001);
      // Nothing to lose yet: no backup.
      expect(await backupBeforeMigrating(database, config, log)).toBeNull();

      const passwordHash = await hashPassword('eski-sifre-123');
      // Written as the older version wrote it: today's repo would name columns added since.
      const space = (await database.db.execute(sql`insert into spaces (name, together_since) values ('Defterimiz', '2023-01-01') returning id`)) as unknown as {
        rows: { id: string }[];
      };
      await database.db.execute(
        sql`insert into users (space_id, email, password_hash, display_name) values (${space.rows[0].id}, 'eski@example.com', ${passwordHash}, 'x')`,
      );
      const where = await backupBeforeMigrating(database, config, log);
      expect(where).toMatch(new RegExp(`^${dataDir}/backups/defterimiz-backup-.*\\.zip$`));
      expect(log.lines.at(-1)).toBe(`backup before migrating written to ${where}`);
      const manifest = JSON.parse((await readBackupEntries(where!)).get('manifest.json')!.toString());
      expect(manifest).toMatchObject({
        schemaVersion: '0001_features',
        counts: { users: 1, spaces: 1 },
      });

      await migrateDatabase(database);
      expect(await pendingMigrations(database.db)).toEqual([]);
      expect(await findUserByEmail(database.db, 'eski@example.com')).toBeTruthy();
      expect(await backupBeforeMigrating(database, config, log)).toBeNull();

      // The older backup restores into a server of today's schema.
      const target = await createTestApp();
      try {
        await restoreBackup(backupDepsOf(target), where!, {
          replace: false,
          maxMembers: 2,
        });
        expect(await signIn(target, 'eski@example.com', 'eski-sifre-123')).toBe(200);
      } finally {
        await target.close();
      }
    } finally {
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 90_000);
});
