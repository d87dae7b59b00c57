import type { FastifyInstance } from 'fastify';
import { commentNotificationMessage, likeNotificationMessage } from '../../../shared/memories';
import { notFound } from '../../platform/http-errors';
import { socialRoutes } from '../../platform/social/routes';
import { notifyPartner } from '../notifications/notify';
import { findMemory } from './repo';
import { memorySocial } from './social-repo';

/** Likes and comments: any member of the space, on any memory of the space. */
export async function memorySocialRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  await app.register(
    socialRoutes({
      path: '/memories',
      topic: 'memories',
      name: 'memory',
      repo: memorySocial,
      find: async (member, id) => {
        const memory = await findMemory(db, member.spaceId, member.id, id);
        if (!memory) throw notFound();
        return memory;
      },
      adderOf: (memory) => memory.addedBy?.id ?? null,
      answer: async (member, memory) => ({ memory: await findMemory(db, member.spaceId, member.id, memory.id) }),
      tell: {
        like: likeNotificationMessage,
        comment: commentNotificationMessage,
        // Likes and comments on one memory fold into one notification on the phone.
        push: (memory) => ({ kind: 'memories', url: `/memories?ani=${memory.id}`, tag: `memory:${memory.id}` }),
      },
      notify: (member, notice) => notifyPartner(app, member, notice),
    }),
  );
}
