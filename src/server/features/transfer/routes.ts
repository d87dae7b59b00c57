import type { FastifyInstance } from 'fastify';
import { pipeline } from 'node:stream';
import { transferMessages as tm } from '../../../shared/transfer';
import { memberOf } from '../../platform/auth/auth-plugin';
import { HttpError } from '../../platform/http-errors';
import { EXPORT_RETRY_AFTER_SECONDS, ExportLease } from './export-lease';
import { FairRate, paced } from './pace';
import { listImportRoutes } from './list-import/routes';

/**
 * Export of the member's whole space as one streamed ZIP (the 'Dışa aktar' link in /settings):
 * one at a time per space on every instance (a second gets 429 with Retry-After), and the
 * instance's EXPORT_MB_PER_SECOND shared between the spaces exporting (issue 33).
 */
export async function transferRoutes(app: FastifyInstance) {
  await app.register(listImportRoutes);
  const { exportBytesPerSecond } = app.ctx.config;
  const rate = exportBytesPerSecond > 0 ? new FairRate(exportBytesPerSecond) : null;
  app.get('/transfer/export', async (request, reply) => {
    const member = memberOf(request);
    const now = app.ctx.now();
    const logError = (err: unknown) => request.log.error({ err }, 'export lease failed');
    const lease = await ExportLease.take(app.ctx.db, member.spaceId, app.ctx.now, logError);
    if (!lease) throw new HttpError(429, tm.exportRunning, { 'Retry-After': String(EXPORT_RETRY_AFTER_SECONDS) });
    // The ZIP writer (yazl) and every kind's reader load with the first export, not at start.
    const { exportSpace } = await import('./export');
    let zip;
    try {
      zip = await exportSpace(app.ctx.db, app.ctx.blobs, member.spaceId, now, member.id);
    } catch (err) {
      await lease.end();
      throw err;
    }
    const lane = rate?.join(member.spaceId) ?? null;
    // Sent (the turn is handed back before the last byte), failed or given up by the browser:
    // the space's share and its turn are free again.
    const stream = pipeline(zip, paced(lane, () => lease.end()), (err) => {
      lane?.leave();
      void lease.end();
      if (err && err.code !== 'ERR_STREAM_PREMATURE_CLOSE') request.log.error({ err }, 'export stream failed');
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${tm.exportFileName(now.toISOString().slice(0, 10))}"`)
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
