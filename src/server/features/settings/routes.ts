import type { FastifyInstance } from 'fastify';
import { profileInput } from '../../../shared/settings';
import { parse } from '../../platform/validate';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { getMe } from '../account/repo';
import { updateProfile } from './repo';

/** The member's own profile and the space's settings. */
export async function settingsRoutes(app: FastifyInstance) {
  app.patch('/settings/profile', async (request) => {
    const member = memberOf(request);
    const input = parse(profileInput, request.body);
    await updateProfile(app.ctx.db, member, input);
    void publishChange(app, member.spaceId, 'profile', member.id);
    return { me: await getMe(app.ctx.db, member.id) };
  });
}
