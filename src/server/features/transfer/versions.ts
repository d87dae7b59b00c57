import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../db/client';

/** The app's version (written into every manifest). */
export { appVersion } from '../../platform/app-version';

/** The last applied migration's tag: which schema the exported rows were read from. */
export function schemaVersion(): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? 'none';
}
