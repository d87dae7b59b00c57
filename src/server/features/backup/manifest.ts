import { z } from 'zod';
import { BACKUP_APP } from '../../../shared/backup';
import { archiveHead } from '../../../shared/archive-head';

export const backupManifest = z.object({
  ...archiveHead(BACKUP_APP),
  createdAt: z.string(),
  /** Rows per table, counted in the same snapshot the rows were read from. */
  counts: z.record(z.string(), z.number().int().nonnegative()),
  /** Photo files in the backup (not counting missing ones). */
  photoFiles: z.number().int().nonnegative(),
  /** Photo files the rows name whose bytes were already gone (written as empty entries). */
  missingPhotoFiles: z.array(z.string()),
  /** SHA-256 (hex) of every entry but the manifest. */
  entries: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)),
});
export type BackupManifest = z.infer<typeof backupManifest>;

export const tableEntry = (table: string) => `tables/${table}.json`;
