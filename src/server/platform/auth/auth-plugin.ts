import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSessionMember, SESSION_COOKIE } from './sessions';
import { unauthorized } from '../http-errors';
import type { SessionMember } from './session-member';

/**
 * Deny by default: every /api route needs a live session unless its route config says
 * `public: true`. The member is looked up once per request and put on `request.member`.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('member', null);
  // onRequest, before the body is read: a signed-out request is refused without parsing it.
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.member = await findSessionMember(app.ctx.db, token, app.ctx.now(), app.ctx.sessions);
    // The routed path, not the raw URL: `/%61pi/…` is routed to `/api/…` and is just as closed.
    // A path no route of its own took — none, or the front end's catch-all for files (`/*`) —
    // is judged by its decoded form (unknown /api paths are 401 too).
    const pattern = request.routeOptions.url;
    const routed = pattern && !pattern.endsWith('*') ? pattern : safeDecode(request.url.split('?')[0]);
    const isApi = routed === '/api' || routed.startsWith('/api/');
    if (isApi && !request.routeOptions.config.public && !request.member) throw unauthorized();
  });
}

function safeDecode(path: string) {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The member of a protected route (the hook has already refused anonymous requests). */
export function memberOf(request: FastifyRequest): SessionMember {
  if (!request.member) throw unauthorized();
  return request.member;
}

/**
 * `Secure` when the request came over https (as a trusted proxy says) or whenever PUBLIC_URL is
 * https: a proxy that forgets X-Forwarded-Proto must not make the browser send the session over
 * plain http.
 */
export function cookieSecure(request: FastifyRequest) {
  return request.protocol === 'https' || Boolean(request.server.ctx.config.publicUrl?.startsWith('https:'));
}

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expires: Date,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
    expires,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: cookieSecure(request),
  });
}
