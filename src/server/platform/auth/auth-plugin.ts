import type { FastifyInstance, FastifyRequest } from 'fastify';
import { findSessionMember, idleCutoff } from './sessions';
import { endSessions } from './end-sessions';
import { clearStrayPlainCookie, sessionTokenOf, strayPlainToken } from './session-cookie';
import { hashToken } from '../tokens';
import { unauthorized } from '../http-errors';
import type { SessionMember } from './session-member';

/**
 * Deny by default: every /api route needs a live session unless its route config says
 * `public: true`. The member is looked up once per request and put on `request.member`.
 */
export function registerAuth(app: FastifyInstance) {
  app.decorateRequest('member', null);
  // onRequest, before the body is read: a signed-out request is refused without parsing it.
  app.addHook('onRequest', async (request, reply) => {
    const token = sessionTokenOf(request);
    const now = app.ctx.now();
    if (token) request.member = await findSessionMember(app.ctx.db, token, now, idleCutoff(now, app.ctx.config.sessionIdleDays), app.ctx.sessions);
    const stray = strayPlainToken(request);
    if (stray) {
      // Not a session over https (session-cookie.ts): ended, so it leaves no device behind in
      // 'Oturumlar', and cleared, so the browser stops sending it.
      await endSessions(app.ctx, { sessionId: hashToken(stray) });
      clearStrayPlainCookie(reply);
    }
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

// The cookie itself (its name over https, Secure, setting and clearing): session-cookie.ts.
export { cookieSecure, setSessionCookie, clearSessionCookie } from './session-cookie';
