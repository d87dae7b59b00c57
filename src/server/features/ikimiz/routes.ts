import type { FastifyInstance } from 'fastify';
import { tonightInput } from '../../../shared/ikimiz';
import { memberOf } from '../../platform/auth/auth-plugin';
import { parse } from '../../platform/validate';
import { myWishes } from '../lists/wishes';
import { pickTonight } from './tonight';

/** İkimiz's own routes: the member's wishes, and 'Bu akşam ne izlesek?'. */
export async function ikimizRoutes(app: FastifyInstance) {
  /**
   * The signed-in member's own wishes, never the partner's (a single wish is private: the lists,
   * which both members read from one cache, carry only matches). Not cached: it is per member.
   */
  app.get('/wishes', async (request, reply) => {
    const member = memberOf(request);
    reply.header('cache-control', 'private, no-cache');
    return { wishes: await myWishes(app.ctx.db, member) };
  });

  /** One pick (a POST: it is random, and carries what this session was already shown). */
  app.post('/tonight', async (request) => {
    const member = memberOf(request);
    const input = parse(tonightInput, request.body);
    return pickTonight(app.ctx.db, { spaceId: member.spaceId, ...input });
  });
}
