import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { inLanguage, requestLanguage } from './language';
import { HttpError } from './http-errors';
import { BlobStoreUnavailableError } from './blobs/blob-store';
import { messages } from '../../shared/messages';
import { validationMessages } from '../../shared/validation-words';

const STORAGE_RETRY_AFTER_SECONDS = 10;

/**
 * Every failure leaves as `{ error: "<message>" }` in the requester's language (Turkish by
 * default); nothing unexpected leaks out. The language is set here again: an error can leave the
 * request's async context (a body that failed to parse).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => inLanguage(requestLanguage(request), () => answer(error, request, reply)));
  async function answer(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.code(error.statusCode).send({ error: error.message });
    }
    if (error instanceof BlobStoreUnavailableError) {
      // The bucket's trouble, not the request's: a Turkish 503 the page can retry after a while.
      request.log.warn({ err: error.cause }, 'blob store unavailable');
      return reply.code(503).header('retry-after', String(STORAGE_RETRY_AFTER_SECONDS)).send({ error: messages.http.storageUnavailable });
    }
    const status = error.statusCode ?? 500;
    if (status === 413) return reply.code(413).send({ error: messages.http.tooLarge });
    // Its Retry-After comes from the security headers' default (security.ts).
    if (status === 429) return reply.code(429).send({ error: messages.http.rateLimited });
    if (status >= 400 && status < 500) {
      // Malformed JSON, a wrong content type, an empty body: all the same to the person.
      return reply.code(400).send({ error: validationMessages.invalidBody });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send({ error: messages.http.server });
  }
}
