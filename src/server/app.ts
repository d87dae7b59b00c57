import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import cookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import multipart from '@fastify/multipart';
import compress from '@fastify/compress';
import type { Config } from './config';
import type { Database } from './db/client';
import type { AppContext } from './platform/context';
import { MemoryEventBus, type EventBus } from './platform/events/bus';
import { PgEventBus } from './platform/events/pg-bus';
import { eventRoutes } from './platform/events/sse-routes';
import { registerEventOrigin } from './platform/events/origin';
import { GestureEvents } from './platform/events/gestures';
import { registerAuth } from './platform/auth/auth-plugin';
import { registerSecurity, frameworkErrors } from './platform/security';
import { errForLog, logPath } from './platform/log-fields';
import { registerErrorHandling } from './platform/error-handling';
import { inLanguage, loadCatalogues, registerLanguage, requestLanguage } from './platform/language';
import { dailyNudges, featureRoutes } from './features';
import { calendarFeedRoutes } from './features/yilimiz/calendar-routes';
import { shareFallbackRoutes } from './platform/share-fallback';
import { transferServer } from './features/transfer';
import { backupServer } from './features/backup';
import { createBlobStore, type BlobStore } from './platform/blobs';
import { ReadCache } from './platform/read-cache';
import { SessionCache } from './platform/auth/session-cache';
import { startReminderJob } from './features/notifications/reminders';
import { startBackupJob } from './features/backup/schedule';
import { startNudgeJob } from './features/notifications/nudges';
import { fixedOrigin, loadClientHtml } from './platform/client-html';
import { isSourceMap, serveClientFiles } from './platform/client-files';
import { isSetupHostAllowed } from './platform/setup-host';
import { userCount } from './features/account/repo';
import { PushService, type PushOptions } from './platform/push/push-service';
import { loadVapidKeys } from './platform/push/vapid';

export interface BuildAppOptions {
  config: Config;
  /** An open, migrated database. The app closes it when it closes. */
  database: Database;
  bus?: EventBus;
  now?: () => Date;
  /** Defaults to the configured store (DATA_DIR/uploads). */
  blobs?: BlobStore;
  logger?: FastifyServerOptions['logger'];
  /** Web Push sending (tests: the fake push service's certificate, a shorter collapse). */
  push?: PushOptions;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    // Only method, route and address: never headers (cookies), bodies (passwords), query strings
    // or path values (platform/log-fields.ts), nor a failed query's parameters.
    serializers: {
      req: (req) => ({ method: req.method, url: logPath(req as unknown as FastifyRequest), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: errForLog,
    },
  };
}

/**
 * A hop count becomes "trust the nearest N addresses": Fastify 5.12 turns a bare number into
 * "trust nobody" (it cannot tell a direct client from the proxy), which would make every client
 * look like the proxy and put them all under one login limit. The README says to use a count
 * only where the server is reachable through the proxy alone, and addresses otherwise.
 */
export function fastifyTrustProxy(trust: Config['trustProxy']) {
  if (typeof trust !== 'number') return trust;
  return (_address: string, hop: number) => hop < trust;
}

/** The one factory behind `npm start`, the integration tests and the browser tests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Every language's words before the first answer (decision 030).
  await loadCatalogues();
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config.logLevel),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 64 * 1024,
    frameworkErrors,
    // Fastify gives each plugin 10 s to load. A busy two-core machine (CI's PostgreSQL pass, all
    // test files at once) once took longer to load the /api plugin with every feature's routes;
    // a server that is merely slow to start must start, not fail.
    pluginTimeout: 60_000,
  });

  const bus =
    options.bus ??
    (database.kind === 'postgres' && database.pool
      ? await PgEventBus.start(database.pool, (err) => app.log.error({ err }, 'event bus error'))
      : new MemoryEventBus());

  const now = options.now ?? (() => new Date());
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    bus,
    now,
    blobs: options.blobs ?? createBlobStore(config),
    readCache: new ReadCache(bus, Date.now, undefined, config.readCacheBytes),
    sessions: new SessionCache(bus),
    gestures: new GestureEvents((spaceId, event) => bus.publish(spaceId, event).catch((err) => app.log.error({ err }, 'event publish failed'))),
    push: new PushService(database.db, now, await loadVapidKeys(database.db, config), app.log, options.push),
  };
  app.decorate('ctx', ctx);
  // Every route's method and URL, so tests can walk all of them (malformed bodies, access table).
  const routeList: { method: string; url: string; public: boolean }[] = [];
  app.decorate('routeList', routeList);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      routeList.push({ method, url: route.url, public: Boolean(route.config && (route.config as { public?: boolean }).public) });
    }
  });
  app.addHook('onClose', async () => {
    await ctx.gestures.close();
    await ctx.push.stop();
    await bus.close();
    await database.close();
    // A store handed in belongs to the caller (tests share one between two apps).
    if (!options.blobs) ctx.blobs.close?.();
  });
  // While shutting down, answers to requests still in flight close their connection: a
  // keep-alive socket left idle after close() began would hold the shutdown open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });

  await app.register(cookie);
  // Large JSON (a 1,000-movie list is ~370 KB) leaves compressed; brotli at a quality cheap enough
  // per request. Static files are compressed at build instead (preCompressed below).
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  // Uploads: one file per request within the photo limit; a route turns "too large" into the
  // spec's message (platform/photos.ts).
  await app.register(multipart, {
    limits: { fileSize: config.uploadMaxBytes, files: 1, fields: 20, fieldSize: 16 * 1024, parts: 25 },
  });
  // First of the hooks: everything after it speaks the requester's language (decision 030).
  registerLanguage(app);
  registerSecurity(app);
  registerAuth(app);
  registerErrorHandling(app);
  registerEventOrigin(app, (gestureId) => void ctx.gestures.flush(gestureId));

  await app.register(
    async (api) => {
      await api.register(eventRoutes);
      await api.register(featureRoutes);
      // The readers of every feature's export specs, after the registry (features/index.ts).
      for (const routes of [...transferServer.routes, ...backupServer.routes]) await api.register(routes);
    },
    { prefix: '/api' },
  );
  // The private calendar address (/takvim/<token>.ics) sits outside /api: a calendar app has no session.
  await app.register(calendarFeedRoutes);
  // The share sheet's POST when no service worker took it (platform/share-fallback.ts).
  await app.register(shareFallbackRoutes);

  await serveClient(app, config);
  // Special-date reminders: soon after start (not in the way of the first pages), then periodically;
  // stopped before the database closes.
  const reminders = startReminderJob(app);
  app.addHook('onReady', async () => reminders.start());
  app.addHook('preClose', async () => reminders.stop());
  // Daily nudges ('Geçen yıllarda bugün', the evening game reminder), each space in its own zone.
  const nudges = startNudgeJob(app, dailyNudges);
  app.addHook('onReady', async () => nudges.start());
  app.addHook('preClose', async () => nudges.stop());
  // Pushes due (and held back by quiet hours or a busy push service) go out from every instance.
  app.addHook('onReady', async () => ctx.push.start());
  app.addHook('preClose', async () => ctx.push.stop());
  // Scheduled backups (BACKUP_SCHEDULE); a backup under way finishes before the database closes.
  const backups = startBackupJob(app);
  app.addHook('onReady', async () => backups.start());
  app.addHook('preClose', async () => backups.stop());
  return app;
}

async function serveClient(app: FastifyInstance, { clientDir, mapTileUrl }: Config) {
  const indexHtml = path.join(clientDir, 'index.html');
  const clientHtml = fs.existsSync(indexHtml) ? loadClientHtml(clientDir, { 'map-tiles': fixedOrigin(mapTileUrl) }) : null;
  if (clientHtml) {
    // The plugin sends a file; which paths are files is client-files.ts' list, read at start.
    await app.register(fastifyStatic, {
      root: clientDir,
      serve: false,
      index: false,
      // index.html.br / .gz and the chunks' twins written at build (scripts/precompress.ts), chosen by Accept-Encoding.
      preCompressed: true,
      setHeaders: (res, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    serveClientFiles(app, clientDir);
  }
  app.setNotFoundHandler((request, reply) => inLanguage(requestLanguage(request), () => notFound(request, reply)));
  async function notFound(request: FastifyRequest, reply: FastifyReply) {
    const notAPage = isSourceMap(request.url.split('?')[0]) || request.url.startsWith('/assets/');
    if (notAPage || request.url.startsWith('/api/') || request.url === '/api' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const { messages } = await import('../shared/messages');
      return reply.code(404).send({ error: messages.http.notFound });
    }
    if (request.url.split('?')[0] === '/setup' && !isSetupHostAllowed(request) && (await userCount(app.ctx.db)) === 0) {
      const { accountMessages } = await import('../shared/account-words');
      return reply.code(403).type('text/plain; charset=utf-8').send(accountMessages.setup.wrongHost);
    }
    if (!clientHtml) return reply.code(404).type('text/plain').send('Front end not built: run npm run build');
    return clientHtml.send(request, reply);
  }
}
