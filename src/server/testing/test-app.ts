import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app';
import { loadConfig, type Config } from '../config';
import { createTestDatabase } from './test-database';
import type { EventBus } from '../platform/events/bus';
import type { Database } from '../db/client';
import type { PushOptions } from '../platform/push/push-service';

export interface TestAppOptions {
  env?: Record<string, string>;
  now?: () => Date;
  database?: Database;
  bus?: EventBus;
  logger?: Parameters<typeof buildApp>[0]['logger'];
  configure?: (config: Config) => void;
  push?: PushOptions;
}

/** The real app factory over an isolated test database, with no network and no front end. */
export async function createTestApp(options: TestAppOptions = {}): Promise<FastifyInstance> {
  // Uploads go to a fresh temporary folder, never into the repository's ./data.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'defterimiz-test-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    OMDB_BASE_URL: 'http://127.0.0.1:9',
    GOOGLE_BOOKS_BASE_URL: 'http://127.0.0.1:9',
    YOUTUBE_API_BASE_URL: 'http://127.0.0.1:9',
    YOUTUBE_OEMBED_URL: 'http://127.0.0.1:9',
    NOMINATIM_BASE_URL: 'http://127.0.0.1:9',
    GOOGLE_GEOCODING_BASE_URL: 'http://127.0.0.1:9',
    // No backups on the wall clock's schedule in tests; backup tests set their own.
    BACKUP_SCHEDULE: 'off',
    ...options.env,
  });
  config.clientDir = '/nonexistent';
  options.configure?.(config);
  const database = options.database ?? (await createTestDatabase());
  const app = await buildApp({ config, database, now: options.now, bus: options.bus, logger: options.logger ?? false, push: options.push });
  app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  await app.ready();
  return app;
}

export type Injector = (opts: InjectOptions) => Promise<LightMyRequestResponse>;

/** `inject` that sends a member's session cookie. */
export function as(app: FastifyInstance, cookie: string | null): Injector {
  return (opts) =>
    app.inject({ ...opts, headers: { ...(cookie ? { cookie } : {}), ...(opts.headers ?? {}) } });
}
