import { restrictUmask } from '../platform/private-files';
import { ConfigError, loadConfig } from '../config';
import { openConfiguredDatabase } from '../db/open';
import { createBlobStore, diskBlobStore } from '../platform/blobs';
import { DataDirBusyError } from '../db/data-dir-lock';
import type { Database } from '../db/client';
import { parseArgv, prepare, usage } from './commands';
import { CliError } from './command-kit';
import { backupBeforeMigrating, PreMigrationBackupError } from '../features/backup/before-migrate';

const quietStart = { info: (_obj: object, msg: string) => console.error(msg), error: () => {} };

/**
 * `npm run cli -- <command> …`: reads argv and the environment, prints, sets the exit code.
 * The commands themselves live in commands.ts.
 */
async function main(argv: string[]): Promise<number> {
  const { command, args, help } = parseArgv(argv);
  if (help || !command) {
    console.log(usage(command ?? undefined));
    return help ? 0 : 1;
  }
  restrictUmask(); // DATA_DIR files it writes (backups, the embedded database) stay private
  const prepared = prepare(command, args); // checks options before any database is opened
  const config = loadConfig(process.env);
  let database: Database | null = null;
  try {
    database = await openConfiguredDatabase(config, 'cli', (db) => backupBeforeMigrating(db, config, quietStart));
    const blobs = createBlobStore(config);
    try {
      console.log(await prepared.run({ database, config, maxSpaceMembers: config.maxSpaceMembers, blobs, diskBlobs: diskBlobStore(config) }));
    } finally {
      blobs.close?.();
    }
    return 0;
  } finally {
    await database?.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    if (err instanceof CliError || err instanceof ConfigError || err instanceof DataDirBusyError || err instanceof PreMigrationBackupError) {
      console.error(err.message);
      if (err instanceof CliError && !err.message.includes('\n')) console.error('Yardım / Help: npm run cli -- --help');
    } else {
      console.error(err);
    }
    process.exit(1);
  },
);
