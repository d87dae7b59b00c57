import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginInput, setupInput, type SetupInput } from '../../../shared/auth';
import type { Language } from '../../../shared/i18n/languages';
import { browserLanguage, inLanguage } from '../../platform/language';
import { messages } from '../../../shared/messages';
import { accountMessages } from '../../../shared/account-words';
import { parse } from '../../platform/validate';
import { HttpError } from '../../platform/http-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../platform/passwords';
import { admitOrRefuse, createLimiter } from '../../platform/shared-limits';
import { createSession, idleCutoff, purgeExpiredSessions } from '../../platform/auth/sessions';
import { endSessions } from '../../platform/auth/end-sessions';
import { deviceLabel } from '../../platform/auth/device-label';
import { isKnownDevice, rememberDevice } from '../../platform/auth/known-device';
import { limitAddress } from '../../platform/client-address';
import { isSetupHostAllowed } from '../../platform/setup-host';
import { clearSessionCookie, memberOf, setSessionCookie } from '../../platform/auth/auth-plugin';
import { createSpaceWithOwner, findUserByEmail, getMe, listMembers, userCount } from './repo';

/** Sign-in, sign-out, the current session and the one-time setup. */
export async function accountRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  // Shared by every instance on PostgreSQL (platform/shared-limits.ts), in memory on PGlite.
  const byIp = createLimiter(app.ctx, 'login-ip', config.login.maxPerIp, config.login.windowMs);
  const byEmail = createLimiter(app.ctx, 'login-email', config.login.maxPerEmail, config.login.windowMs);

  const startSession = async (request: Parameters<typeof setSessionCookie>[0], reply: Parameters<typeof setSessionCookie>[1], userId: string) => {
    const device = deviceLabel(request.headers['user-agent']);
    const { token, expiresAt } = await createSession(app.ctx.db, userId, app.ctx.now(), config.sessionDays, device);
    setSessionCookie(request, reply, token, expiresAt);
    return getMe(app.ctx.db, userId);
  };

  app.get('/session', { config: { public: true } }, async (request) => {
    const me = request.member ? await getMe(app.ctx.db, request.member.id) : null;
    const needsSetup = me ? false : (await userCount(app.ctx.db)) === 0;
    return { me, needsSetup };
  });

  // The limits (README "Login limits"): every attempt counts against its address (IPv6 by /64)
  // and every attempt without this account's device cookie against the e-mail, each counted in
  // one atomic step BEFORE the password is checked, so a parallel burst gets no more checks than
  // the limit. A success clears the e-mail's count, so only failures of the window stay counted.
  app.post('/auth/login', { config: { public: true } }, async (request, reply) => {
    const input = parse(loginInput, request.body);
    await admitOrRefuse(byIp, limitAddress(request.ip), messages.auth.tooManyAttempts);
    const user = input.email ? await findUserByEmail(app.ctx.db, input.email) : null;
    const knownDevice = user !== null && isKnownDevice(request, user);
    if (!knownDevice) await admitOrRefuse(byEmail, input.email, messages.auth.tooManyAttempts);
    const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
    if (!user || !ok) {
      request.log.info({ event: 'login_failed' }, 'login failed');
      throw new HttpError(401, accountMessages.auth.loginFailure);
    }
    if (!knownDevice) await byEmail.reset(input.email);
    rememberDevice(request, reply, user, app.ctx.now());
    // Expired sessions can no longer be used; logins are rare enough to tidy them up here.
    await purgeExpiredSessions(app.ctx.db, app.ctx.now(), idleCutoff(app.ctx.now(), config.sessionIdleDays));
    return { me: await startSession(request, reply, user.id) };
  });

  app.post('/auth/logout', async (request, reply) => {
    const member = memberOf(request);
    try {
      await endSessions(app.ctx, { sessionId: member.sessionId });
    } catch (err) {
      // The page says so and stays signed in (lib/session.ts); the operator sees why here.
      request.log.error({ event: 'logout_failed', err }, 'logout failed');
      throw new HttpError(500, messages.auth.logoutFailed);
    }
    clearSessionCookie(request, reply);
    return { ok: true };
  });

  // The new member's language: the page's (sent with the form), else the browser's; all that
  // follows (the two special dates, a refusal) is in it.
  app.post('/setup', { config: { public: true } }, async (request, reply) => {
    const input = parse(setupInput, request.body);
    const language = input.language ?? browserLanguage(request);
    return inLanguage(language, () => setup(request, reply, input, language));
  });
  async function setup(request: FastifyRequest, reply: FastifyReply, input: SetupInput, language: Language) {
    if ((await userCount(app.ctx.db)) > 0) throw new HttpError(409, accountMessages.setup.alreadyDone);
    if (!isSetupHostAllowed(request)) throw new HttpError(403, accountMessages.setup.wrongHost);
    const { user } = await createSpaceWithOwner(app.ctx.db, {
      name: input.name,
      email: input.email,
      passwordHash: await hashPassword(input.password),
      togetherSince: input.togetherSince,
      onlyIfEmpty: true,
      language,
    });
    return reply.code(201).send({ me: await startSession(request, reply, user.id) });
  }

  app.get('/space/members', async (request) => {
    return { members: await listMembers(app.ctx.db, memberOf(request).spaceId) };
  });
}
