import { ApiError, OfflineError } from '../lib/api';

/** The server's words for a rule the person can act on (403, 400, 429…); the spec's message otherwise. */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof OfflineError) return error.message;
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 ? error.message : fallback;
}
