import type { FastifyRequest } from 'fastify';
import { redactUrl } from './security';

/**
 * What a log line says about a request's address: the route's pattern
 * (`/api/places/geocode/reverse`, `/api/invites/:token`), never the query string (a place
 * lookup's coordinates or search words) nor the values in the path. A path no route took is
 * logged without its query and with invite tokens hidden.
 */
export function logPath(request: FastifyRequest): string {
  const pattern = request.routeOptions?.url;
  if (pattern) return pattern;
  return redactUrl(request.url.split('?')[0]);
}

type LoggedError = Error & { code?: unknown; cause?: unknown; constraint?: unknown; table?: unknown; column?: unknown };

/** PostgreSQL quotes the offending value in its messages (`invalid input syntax …: "x"`). */
const hideQuoted = (text: string) => text.replace(/"[^"\n]*"/g, '"…"');
const isDatabaseError = (e: LoggedError) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code);

/** Drizzle appends the bound values to a failed query's message: `…\nparams: a,b`. */
const hideParams = (text: string) => text.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, '\nparams: [gizli]');

/**
 * An error as it may be logged: type, message, code and stack (and its cause), with a failed
 * query's parameters removed and, in a PostgreSQL error, the quoted values of its message.
 * PostgreSQL's `detail` (`Key (email)=(…) already exists`) and driver fields such as `params`
 * are left out altogether; the constraint, table and column names are kept.
 */
export function errForLog(err: unknown): { [key: string]: unknown; type: string; message: string; stack: string } {
  return scrub(err, 0);
}

function scrub(err: unknown, depth: number): { [key: string]: unknown; type: string; message: string; stack: string } {
  if (!(err instanceof Error)) return { type: typeof err, message: typeof err === 'string' ? hideParams(err) : 'non-error thrown', stack: '' };
  const e = err as LoggedError;
  const db = isDatabaseError(e);
  const clean = (text: string) => (db ? hideQuoted(hideParams(text)) : hideParams(text));
  const names = db ? { constraint: e.constraint, table: e.table, column: e.column } : {};
  return {
    type: e.constructor?.name ?? 'Error',
    message: clean(e.message),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...Object.fromEntries(Object.entries(names).filter(([, v]) => typeof v === 'string')),
    stack: clean(e.stack ?? ''),
    ...(e.cause && depth < 3 ? { cause: scrub(e.cause, depth + 1) } : {}),
  };
}
