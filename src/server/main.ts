import { ConfigError, loadConfig } from './config';
import { openConfiguredDatabase } from './db/open';
import { DataDirBusyError } from './db/data-dir-lock';
import { restrictUmask } from './platform/private-files';
import { backupBeforeMigrating, PreMigrationBackupError } from './features/backup/before-migrate';

/** Lines for the start, before the app (and its logger) exists. */
const startLog = {
  info: (_obj: object, msg: string) => console.log(msg),
  error: (obj: object, msg: string) => console.error(msg, (obj as { err?: Error }).err?.message ?? ''),
};

async function main() {
  restrictUmask();
  const config = loadConfig();
  // Most of a start is opening PGlite (its WebAssembly compiles on other threads): the app's
  // modules (Fastify, its plugins, every feature) load meanwhile, as their own chunk of the build.
  const [database, { buildApp }] = await Promise.all([openConfiguredDatabase(config, 'server', (db) => backupBeforeMigrating(db, config, startLog)), import('./app')]);
  const app = await buildApp({ config, database });
  // An unreachable bucket stops the start with a clear message rather than failing every upload.
  await app.ctx.blobs.check?.().catch(async (err: Error) => {
    await app.close();
    throw new ConfigError(err.message);
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    // Stops accepting, lets running requests finish, ends live streams, closes the database.
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, dataDir: config.databaseUrl ? undefined : config.dataDir, photos: config.s3 ? `s3:${config.s3.bucket}` : 'disk' },
    `Defterimiz is ready on http://localhost:${config.port}`,
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirBusyError || err instanceof PreMigrationBackupError) {
    console.error(err.message);
  } else {
    console.error(err);
  }
  process.exit(1);
});
