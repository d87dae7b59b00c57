import type { FastifyInstance } from 'fastify';
import { transferMessages as tm } from '../../../shared/transfer';
import { memberOf } from '../../platform/auth/auth-plugin';
import { pipeline } from 'node:stream';
import { paced, SharedRate } from './pace';
import { listImportRoutes } from './list-import/routes';

/** Export of the member's whole space as one streamed ZIP (the 'Dışa aktar' link in /settings). */
export async function transferRoutes(app: FastifyInstance) {
  await app.register(listImportRoutes);
  // Every export of this instance draws from one rate (EXPORT_MB_PER_SECOND), however many run.
  const { exportBytesPerSecond } = app.ctx.config;
  const rate = exportBytesPerSecond > 0 ? new SharedRate(exportBytesPerSecond) : null;
  app.get('/transfer/export', async (request, reply) => {
    const member = memberOf(request);
    const now = app.ctx.now();
    // The ZIP writer (yazl) and every kind's reader load with the first export, not at start.
    const { exportSpace } = await import('./export');
    const stream = pipeline(await exportSpace(app.ctx.db, app.ctx.blobs, member.spaceId, now), paced(rate), (err) => {
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.error({ err }, 'export stream failed');
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${tm.exportFileName(now.toISOString().slice(0, 10))}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
