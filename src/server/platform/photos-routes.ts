import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { memberOf } from './auth/auth-plugin';
import { HttpError, notFound } from './http-errors';
import { messages } from '../../shared/messages';
import { parseId } from './validate';
import { findPhoto, stillSealed } from './photos-repo';
import { isPhotoContentType, photoContentTypeOf } from './photos-format';

/** A photo id never changes its bytes (a new upload is a new id), so browsers keep it for good. */
export const PHOTO_CACHE_CONTROL = 'private, max-age=31536000, immutable';

/**
 * `GET /api/photos/:id` (full size) and `/api/photos/:id/thumb`: only for members of the space
 * that owns the photo, and a sealed one only from its day on; for anyone else it does not exist.
 */
export async function photoRoutes(app: FastifyInstance) {
  const serve = (variant: 'full' | 'thumb') => async (request: FastifyRequest, reply: FastifyReply) => {
    const member = memberOf(request);
    const id = parseId((request.params as { id: string }).id);
    const photo = await findPhoto(app.ctx.db, member.spaceId, id);
    if (!photo) throw notFound();
    // A sealed time capsule's photo is not there for anyone, its author too, until the opening
    // day: the same 404 as a missing photo, and no cache may keep even that.
    if (await stillSealed(app.ctx.db, member.spaceId, photo.sealedUntil, app.ctx.now())) {
      throw new HttpError(404, messages.http.notFound, { 'Cache-Control': 'no-store' });
    }
    // Only ever an image type, whatever the row says: a row that names another type (a crafted
    // import, a hand edit) falls back to its key's extension, and past that the photo is not served.
    const type = variant === 'thumb' ? 'image/webp' : isPhotoContentType(photo.contentType) ? photo.contentType : photoContentTypeOf(photo.key);
    if (!isPhotoContentType(type)) {
      request.log.warn({ photoId: id }, 'photo row with a non-image content type');
      throw notFound();
    }
    const blob = await app.ctx.blobs.get(variant === 'full' ? photo.key : photo.thumbKey);
    if (!blob) {
      request.log.warn({ photoId: id, variant }, 'photo blob missing');
      throw notFound();
    }
    return reply
      .type(type)
      .header('Content-Length', blob.size)
      .header('Cache-Control', PHOTO_CACHE_CONTROL)
      .send(blob.body);
  };
  app.get('/photos/:id', serve('full'));
  app.get('/photos/:id/thumb', serve('thumb'));
}
