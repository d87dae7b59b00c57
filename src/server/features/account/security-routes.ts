import type { FastifyInstance } from 'fastify';
import { accountSecurityMessages as a, passwordChangeInput, type DeviceSession } from '../../../shared/account-security';
import { messages } from '../../../shared/messages';
import { parse, parseId } from '../../platform/validate';
import { badRequest, notFound } from '../../platform/http-errors';
import { verifyPassword } from '../../platform/passwords';
import { admitOrRefuse, createLimiter } from '../../platform/shared-limits';
import { findOwnSession, idleCutoff, listUserSessions } from '../../platform/auth/sessions';
import { endSessions } from '../../platform/auth/end-sessions';
import { clearSessionCookie, memberOf, setSessionCookie } from '../../platform/auth/auth-plugin';
import { deviceLabel } from '../../platform/auth/device-label';
import { publishChange } from '../../platform/events/sse-routes';
import { findUserByEmail, replacePassword } from './repo';

/**
 * A member's own password and signed-in devices ('Şifreyi değiştir', 'Oturumlar' in /settings).
 * Every query is bound to the member's own user id: another member's session is "not found".
 * Cross-origin writes are refused before any of this runs (platform/security.ts).
 */
export async function accountSecurityRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  // Guessing the current password here is limited like login's per-e-mail count, per member,
  // counted before the (slow) check so a parallel burst cannot slip past it.
  const guesses = createLimiter(app.ctx, 'password-change', config.login.maxPerEmail, config.login.windowMs);

  app.post('/account/password', async (request, reply) => {
    const member = memberOf(request);
    const input = parse(passwordChangeInput, request.body);
    await admitOrRefuse(guesses, member.id, messages.auth.tooManyAttempts);
    const user = await findUserByEmail(app.ctx.db, member.email);
    if (!user || user.id !== member.id || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
      request.log.info({ event: 'password_change_failed' }, 'password change refused');
      throw badRequest(a.currentPasswordWrong);
    }
    await guesses.reset(member.id);
    // Every session ends, this one too: a copy of this device's cookie must not outlive the change.
    // This device goes on under a new session, set in this answer's cookie.
    const renew = { now: app.ctx.now(), days: config.sessionDays, deviceLabel: deviceLabel(request.headers['user-agent']) };
    const { ended, session } = await replacePassword(app.ctx, member.id, input.newPassword, renew);
    setSessionCookie(request, reply, session!.token, session!.expiresAt);
    // "Sessions ended" went out inside the transaction, before its commit: an instance could have
    // read an ending session again in between. This event, after the commit, has every instance
    // forget the space's cached sessions (decision 002), as the CLI's user:password does.
    await publishChange(app, member.spaceId, 'profile', member.id);
    // The member's other devices, as the page counts them.
    return { ok: true, endedSessions: ended.filter((id) => id !== member.sessionId).length };
  });

  app.get('/account/sessions', async (request) => {
    const member = memberOf(request);
    const now = app.ctx.now();
    const rows = await listUserSessions(app.ctx.db, member.id, now, idleCutoff(now, config.sessionIdleDays));
    const list: DeviceSession[] = rows.map((r) => ({
      id: r.publicId,
      device: r.deviceLabel,
      signedInAt: r.createdAt.toISOString(),
      lastSeenAt: r.lastSeenAt.toISOString(),
      current: r.id === member.sessionId,
    }));
    // This device first, then the most recently seen.
    list.sort((x, y) => Number(y.current) - Number(x.current));
    return { sessions: list };
  });

  app.delete('/account/sessions/:id', async (request, reply) => {
    const member = memberOf(request);
    const publicId = parseId((request.params as { id: string }).id);
    // Looked up among the member's own sessions only: another member's id is "not found".
    const sessionId = await findOwnSession(app.ctx.db, member.id, publicId);
    if (!sessionId) throw notFound();
    await endSessions(app.ctx, { sessionId });
    // Signing this device out from its own list is a logout.
    if (sessionId === member.sessionId) clearSessionCookie(request, reply);
    return { ok: true };
  });

  // 'Tüm cihazlardan çıkış yap': this device too (the settings page says so and asks first).
  app.delete('/account/sessions', async (request, reply) => {
    const member = memberOf(request);
    const ended = await endSessions(app.ctx, { userId: member.id });
    clearSessionCookie(request, reply);
    return { ok: true, endedSessions: ended.length };
  });
}
