import { z } from './validation';

/**
 * How both archives' manifests begin (a space's export, shared/transfer.ts; the server's backup,
 * server/features/backup/manifest.ts): whose archive it is, its format, and the app and database
 * schema that wrote it. The readers refuse a foreign app and a newer format from these.
 */
export const archiveHead = <A extends string>(app: A) => ({
  app: z.literal(app),
  formatVersion: z.number().int().positive(),
  appVersion: z.string(),
  /** The last migration applied to the database the rows came from. */
  schemaVersion: z.string(),
});
