import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from './sessions';

/**
 * The session cookie's name. Over https it carries the `__Host-` prefix: the browser then takes it
 * only with Secure, Path=/ and no Domain, so a sibling subdomain cannot plant a session of its
 * own choosing (its cookies can only be named otherwise) nor read or overwrite ours. Over plain
 * http (a LAN install, the tests) the prefix is not allowed and the plain name stays.
 */
export const HOST_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;

/**
 * `Secure` when the request came over https (as a trusted proxy says) or whenever PUBLIC_URL is
 * https: a proxy that forgets X-Forwarded-Proto must not make the browser send the session over
 * plain http.
 */
export function cookieSecure(request: FastifyRequest) {
  return request.protocol === 'https' || Boolean(request.server.ctx.config.publicUrl?.startsWith('https:'));
}

export const sessionCookieName = (request: FastifyRequest) => (cookieSecure(request) ? HOST_SESSION_COOKIE : SESSION_COOKIE);

/** The session token this request carries under this connection's name, if any. */
export const sessionTokenOf = (request: FastifyRequest): string | undefined => request.cookies[sessionCookieName(request)] || undefined;

/**
 * Over https, a cookie under the plain name is not a session: an older version set it (before
 * the prefix) or a sibling subdomain planted it. The auth hook ends its session and clears it, so
 * a member of an older version signs in once more, cleanly (decision 023).
 */
export const strayPlainToken = (request: FastifyRequest): string | undefined =>
  cookieSecure(request) ? request.cookies[SESSION_COOKIE] || undefined : undefined;

const options = (request: FastifyRequest) => ({ path: '/', httpOnly: true, sameSite: 'lax' as const, secure: cookieSecure(request) });

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string, expires: Date) {
  reply.setCookie(sessionCookieName(request), token, { ...options(request), expires });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(sessionCookieName(request), options(request));
}

/** Clears the plain-named cookie over https (what strayPlainToken found). */
export function clearStrayPlainCookie(reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: true });
}
