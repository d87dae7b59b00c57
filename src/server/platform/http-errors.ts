import { messages } from '../../shared/messages';
import { validationMessages } from '../../shared/validation-words';

/** An error with a status and a Turkish message meant for the person using the app. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Extra response headers (Retry-After on a 503). */
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (message: string = messages.http.notFound) => new HttpError(404, message);
export const forbidden = (message: string = messages.http.forbidden) => new HttpError(403, message);
export const badRequest = (message: string = validationMessages.invalidBody) => new HttpError(400, message);
export const unauthorized = (message: string = messages.auth.notSignedIn) => new HttpError(401, message);
export const conflict = (message: string) => new HttpError(409, message);
/** A 429; `retryAfterSeconds` becomes its Retry-After (every 429 has one: security.ts adds a default). */
export const tooMany = (message: string = messages.http.rateLimited, retryAfterSeconds?: number) =>
  new HttpError(429, message, retryAfterSeconds === undefined ? undefined : { 'Retry-After': String(retryAfterSeconds) });
