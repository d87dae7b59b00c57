import type { FastifyInstance } from 'fastify';
import { appVersion } from '../../platform/app-version';
import { backupHealth } from '../backup/last';

/**
 * For a load balancer and the container's HEALTHCHECK: 200 when the database answers, 503 when it
 * does not. The version lets whoever runs it see which release is up (the settings footer shows it);
 * `backup` tells a monitor the last backup's result and age (it never changes the status code).
 */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ok', database: app.ctx.database.kind, version: appVersion, backup: await backupHealth(app.ctx) };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', version: appVersion });
    }
  });
}
