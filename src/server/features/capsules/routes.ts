import type { FastifyInstance } from 'fastify';
import { capsuleListQuery, capsuleMessages as m, type OpenedCapsule } from '../../../shared/capsules';
import { todayInSpaceZone } from '../../../shared/dates';
import { memberOf } from '../../platform/auth/auth-plugin';
import type { SessionMember } from '../../platform/context';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest, notFound } from '../../platform/http-errors';
import { ownerGuard } from '../../platform/owned-records';
import { deletePhoto } from '../../platform/photos';
import { parse, parseId } from '../../platform/validate';
import { socialRoutes } from '../../platform/social/routes';
import { getSpace } from '../settings/repo';
import { notifyPartner } from '../notifications/notify';
import { capsuleAuthor, capsuleSummary, deleteCapsule, findCapsule, readCapsules } from './repo';
import { createCapsule } from './create';
import { capsuleSocial } from './social';

/**
 * Zaman Kapsülü. Sealed means sealed: until its opening day (the space's zone, `app.ctx.now()`)
 * no route hands out a capsule's letter or photos — not to the partner, not to its author — only
 * its title, author and date (repo.ts, present.ts; the photo route checks photos.sealed_until).
 */
export async function capsuleRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const changed = (member: SessionMember) => void publishChange(app, member.spaceId, 'capsules', member.id);
  const today = async (member: SessionMember) => {
    const space = await getSpace(db, member.spaceId);
    if (!space) throw notFound();
    return todayInSpaceZone(app.ctx.now(), space.timeZone);
  };
  const ownCapsule = ownerGuard((member, id) => capsuleAuthor(db, member.spaceId, id), (c) => c.addedBy);

  app.get('/capsules', async (request) => {
    const member = memberOf(request);
    const { q } = parse(capsuleListQuery, request.query);
    const day = await today(member);
    return { today: day, capsules: await readCapsules(db, member.spaceId, member.id, day, { search: q || undefined }) };
  });

  app.get('/capsules/summary', async (request) => {
    const member = memberOf(request);
    return capsuleSummary(db, member.spaceId, await today(member));
  });

  app.get('/capsules/:id', async (request) => {
    const member = memberOf(request);
    const capsule = await findCapsule(db, member.spaceId, member.id, await today(member), parseId((request.params as { id: string }).id));
    if (!capsule) throw notFound();
    return { capsule };
  });

  app.post('/capsules', async (request, reply) => {
    const member = memberOf(request);
    const day = await today(member);
    const id = await createCapsule(app, request, member, day);
    const capsule = (await findCapsule(db, member.spaceId, member.id, day, id))!;
    changed(member);
    // Only the title and the day travel: the letter stays in the capsule.
    const push = { kind: 'capsules' as const, url: `/kapsul?kapsul=${id}`, tag: `capsule:${id}` };
    await notifyPartner(app, member, { text: () => ({ title: m.notificationTitle, message: m.sealedNotice(member.displayName, capsule.title, capsule.openDate) }), push });
    return reply.code(201).send({ capsule });
  });

  // Its author may take it back, sealed or opened; nobody can change it.
  app.delete('/capsules/:id', async (request) => {
    const member = memberOf(request);
    const { id } = await ownCapsule(member, (request.params as { id: string }).id, m.onlyAuthorDeletes);
    const photoIds = await deleteCapsule(db, member.spaceId, id);
    for (const photoId of photoIds) await deletePhoto(app, member.spaceId, photoId);
    changed(member);
    return { ok: true };
  });

  await app.register(
    socialRoutes<OpenedCapsule>({
      path: '/capsules',
      topic: 'capsules',
      name: 'capsule',
      repo: capsuleSocial,
      // Likes and comments come with the letter: not before its day.
      find: async (member, id) => {
        const capsule = await findCapsule(db, member.spaceId, member.id, await today(member), id);
        if (!capsule) throw notFound();
        if (capsule.sealed) throw badRequest(m.stillSealed);
        return capsule;
      },
      adderOf: (capsule) => capsule.author?.id ?? null,
      answer: async (member, capsule) => ({ capsule: await findCapsule(db, member.spaceId, member.id, await today(member), capsule.id) }),
      tell: {
        like: m.likeNotice,
        comment: m.commentNotice,
        push: (capsule) => ({ kind: 'capsules', url: `/kapsul?kapsul=${capsule.id}`, tag: `capsule:${capsule.id}` }),
      },
      notify: (member, notice) => notifyPartner(app, member, notice),
    }),
  );
}
