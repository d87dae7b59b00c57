import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { migrationsFolder } from '../../db/client';

const require = createRequire(import.meta.url);

/** The app's version from package.json (written into every manifest). */
export const appVersion: string = (require('../../../../package.json') as { version: string }).version;

/** The last applied migration's tag: which schema the exported rows were read from. */
export function schemaVersion(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? 'none';
}
