import type { FastifyInstance } from 'fastify';

/** For a load balancer: 200 when the database answers, 503 when it does not. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { config: { public: true } }, async (_request, reply) => {
    try {
      await app.ctx.database.ping();
      return { status: 'ok', database: app.ctx.database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
