import type { FastifyInstance } from 'fastify';
import { inviteAcceptInput, INVITE_TTL_DAYS, type CreatedInvite, type InviteInfo } from '../../../shared/auth';
import { messages } from '../../../shared/messages';
import { accountMessages } from '../../../shared/account-words';
import { z } from '../../../shared/validation';
import { parse } from '../../platform/validate';
import { HttpError } from '../../platform/http-errors';
import { newToken } from '../../platform/tokens';
import { hashPassword } from '../../platform/passwords';
import { createSession } from '../../platform/auth/sessions';
import { deviceLabel } from '../../platform/auth/device-label';
import { memberOf, setSessionCookie } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { browserLanguage } from '../../platform/language';
import { createLimiter, admitOrRefuse } from '../../platform/shared-limits';
import { limitAddress } from '../../platform/client-address';
import { addMemberToSpace, claimInvite, createInvite, endLiveInvites, findUsableInvite, getMe, recordInviteUser, spaceIsFull } from './repo';

const tokenParam = z.object({ token: z.string().min(20).max(100) });
const invalid = () => new HttpError(404, accountMessages.invite.invalid);

/** One-time links that let the partner join the space. */
export async function inviteRoutes(app: FastifyInstance) {
  const { config } = app.ctx;
  // Joining with an e-mail that already has an account is refused, which tells the link's holder
  // that the account exists: those tries are counted like sign-in guesses, per space (a new link
  // does not start again) and per address, before anything is looked up (issue 33).
  const triesBySpace = createLimiter(app.ctx, 'invite-space', config.login.maxPerEmail, config.login.windowMs);
  const triesByIp = createLimiter(app.ctx, 'invite-ip', config.login.maxPerIp, config.login.windowMs);

  /**
   * A usable invite whose space still has room, else null. A full space's links end for good here
   * (raising MAX_SPACE_MEMBERS later brings none back): they were made for a place now taken.
   */
  const usable = async (token: string, now: Date) => {
    const found = await findUsableInvite(app.ctx.db, token, now);
    if (found && (await spaceIsFull(app.ctx.db, found.invite.spaceId, app.ctx.config.maxSpaceMembers))) {
      await endLiveInvites(app.ctx.db, found.invite.spaceId, now);
      return null;
    }
    return found;
  };

  app.post('/invites', async (request, reply) => {
    const member = memberOf(request);
    const now = app.ctx.now();
    // A full space makes no link: it would come back to life the day the limit is raised.
    if (await spaceIsFull(app.ctx.db, member.spaceId, app.ctx.config.maxSpaceMembers)) throw new HttpError(409, accountMessages.invite.spaceFull);
    const token = newToken();
    const expiresAt = new Date(now.getTime() + INVITE_TTL_DAYS * 86_400_000);
    await createInvite(app.ctx.db, { spaceId: member.spaceId, createdBy: member.id, token, expiresAt, now });
    const origin = app.ctx.config.publicUrl ?? `${request.protocol}://${request.headers.host}`;
    const body: CreatedInvite = { token, url: `${origin}/invite/${token}`, expiresAt: expiresAt.toISOString() };
    return reply.code(201).send(body);
  });

  app.get('/invites/:token', { config: { public: true } }, async (request) => {
    const params = tokenParam.safeParse(request.params);
    if (!params.success) throw invalid();
    const found = await usable(params.data.token, app.ctx.now());
    if (!found) throw invalid();
    const info: InviteInfo = { valid: true, spaceName: found.spaceName, invitedBy: found.invitedBy };
    return info;
  });

  app.post('/invites/:token/accept', { config: { public: true } }, async (request, reply) => {
    const params = tokenParam.safeParse(request.params);
    if (!params.success) throw invalid();
    const input = parse(inviteAcceptInput, request.body);
    const now = app.ctx.now();
    const found = await usable(params.data.token, now);
    if (!found) throw invalid();
    await admitOrRefuse(triesBySpace, found.invite.spaceId, messages.auth.tooManyAttempts);
    await admitOrRefuse(triesByIp, limitAddress(request.ip), messages.auth.tooManyAttempts);
    const passwordHash = await hashPassword(input.password);
    // The new member's language: the page's (sent with the form), else the browser's.
    const language = input.language ?? browserLanguage(request);
    const user = await addMemberToSpace(
      app.ctx.db,
      { spaceId: found.invite.spaceId, email: input.email, passwordHash, name: input.name, maxMembers: app.ctx.config.maxSpaceMembers, now, language },
      async (tx) => {
        if (!(await claimInvite(tx, found.invite.id, now))) throw invalid();
      },
    ).catch((err: unknown) => {
      // Logged as an event an operator can count, never with the e-mail.
      if (err instanceof HttpError && err.statusCode === 409) request.log.info({ event: 'invite_join_refused' }, 'invite join refused');
      throw err;
    });
    await recordInviteUser(app.ctx.db, found.invite.id, user.id);
    const device = deviceLabel(request.headers['user-agent']);
    const { token, expiresAt } = await createSession(app.ctx.db, user.id, now, app.ctx.config.sessionDays, device);
    setSessionCookie(request, reply, token, expiresAt);
    void publishChange(app, found.invite.spaceId, 'space', user.id);
    return reply.code(201).send({ me: await getMe(app.ctx.db, user.id) });
  });
}
