import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIST_IMPORT_MAX_BYTES, listImportMessages as lm } from '../../../../shared/list-import';
import { memberOf } from '../../../platform/auth/auth-plugin';
import { HttpError } from '../../../platform/http-errors';
import type { Upload } from './upload';

/**
 * The uploaded file (multipart field `file`), at most LIST_IMPORT_MAX_BYTES: over it is the
 * feature's own 413 message, not the photo limit the app's multipart setting carries.
 */
async function readFile(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw new HttpError(400, lm.missingFile);
  try {
    const part = await request.file({ limits: { fileSize: LIST_IMPORT_MAX_BYTES, files: 1 } });
    if (!part) throw new HttpError(400, lm.missingFile);
    return { fileName: part.filename ?? '', bytes: await part.toBuffer() };
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, lm.tooLarge);
    if (err instanceof HttpError) throw err;
    // A torn or malformed multipart body.
    throw new HttpError(400, lm.unreadable);
  }
}

/**
 * 'İçe aktar' in /settings: Letterboxd into movies, Goodreads into books. The preview writes
 * nothing; the apply takes the same file again (nothing is kept between the two steps).
 */
export async function listImportRoutes(app: FastifyInstance) {
  app.post('/transfer/list-import/preview', async (request) => {
    const member = memberOf(request);
    const file = await readFile(request);
    // The CSV parser (papaparse) loads with the first import, not at start.
    const { previewListImport } = await import('./service');
    return { preview: await previewListImport(app.ctx.db, member.spaceId, file) };
  });

  app.post('/transfer/list-import/apply', async (request) => {
    const member = memberOf(request);
    const file = await readFile(request);
    const { applyListImport } = await import('./service');
    return { result: await applyListImport(app, member, file) };
  });
}
