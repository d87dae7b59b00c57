import { z } from './validation';

export * from './backup-words';

/**
 * Whole-server backups (issue 20): one ZIP with `manifest.json` (written last, holding a SHA-256
 * of every other entry), one JSON array per table under `tables/` and the photos' bytes under
 * `photos/`. Bump BACKUP_FORMAT_VERSION when the layout changes in a way an older reader would
 * misread; a restore refuses files newer than it knows.
 */
export const BACKUP_APP = 'defterimiz-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** What a member sees of the last backup (only on a server that holds their space alone). */
export const lastBackupAnswer = z.object({
  /** False when the server holds other spaces too: then backups are the operator's business. */
  visible: z.boolean(),
  /** `at`: the last good backup (null: none yet); `ok`: whether the last attempt worked. */
  lastBackup: z.object({ at: z.string().nullable(), ok: z.boolean() }).nullable(),
});
export type LastBackupAnswer = z.infer<typeof lastBackupAnswer>;

