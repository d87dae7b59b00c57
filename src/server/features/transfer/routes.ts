import type { FastifyInstance } from 'fastify';
import { transferMessages as tm } from '../../../shared/transfer';
import { memberOf } from '../../platform/auth/auth-plugin';
import { exportSpace } from './export';
import { listImportRoutes } from './list-import/routes';

/** Export of the member's whole space as one streamed ZIP (the 'Dışa aktar' link in /settings). */
export async function transferRoutes(app: FastifyInstance) {
  await app.register(listImportRoutes);
  app.get('/transfer/export', async (request, reply) => {
    const member = memberOf(request);
    const now = app.ctx.now();
    const stream = await exportSpace(app.ctx.db, app.ctx.blobs, member.spaceId, now);
    stream.on('error', (err) => request.log.error({ err }, 'export stream failed'));
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${tm.exportFileName(now.toISOString().slice(0, 10))}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
