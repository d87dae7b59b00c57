import type { FastifyInstance } from 'fastify';
import { SHARE_ACTION } from '../../shared/share';

/**
 * The share sheet's POST (the manifest's share_target) is the service worker's to take
 * (src/sw/share.ts); the server sees it only when no worker is running yet (the first seconds
 * after an install, a browser that dropped it). Then the body is not read, and the page is sent to
 * /paylas?hata=1, which says in Turkish that the item did not arrive, instead of a raw 404.
 */
export async function shareFallbackRoutes(app: FastifyInstance) {
  await app.register(async (scope) => {
    // Whatever the body is (multipart, a form, nothing), it is drained unread.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => {
      payload.resume();
      payload.on('end', () => done(null, undefined));
      payload.on('error', (error) => done(error, undefined));
    });
    scope.post(SHARE_ACTION, async (_request, reply) => reply.redirect(`${SHARE_ACTION}?hata=1`, 303));
  });
}
