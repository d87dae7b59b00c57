import type { FastifyInstance } from 'fastify';
import { commentInput, commentNotificationMessage, likeNotificationMessage, memoriesMessages as mm } from '../../../shared/memories';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { notFound } from '../../platform/http-errors';
import { ownedOrThrow } from '../../platform/owned-records';
import { parse, parseId } from '../../platform/validate';
import type { SessionMember } from '../../platform/context';
import { notifyPartner } from '../notifications/notify';
import { findMemory } from './repo';
import { addLike, commentsRepo, findComment, listComments, removeLike } from './social-repo';
import { ensureRoom } from '../../platform/space-limits';

type IdParams = { id: string };

/** Likes and comments: any member of the space, on any memory of the space. */
export async function memorySocialRoutes(app: FastifyInstance) {
  const { db } = app.ctx;

  async function spaceMemory(member: SessionMember, rawId: unknown) {
    const memory = await findMemory(db, member.spaceId, member.id, parseId(rawId));
    if (!memory) throw notFound();
    return memory;
  }

  /** Tells the one who added the memory, unless that is the actor (nobody is told about their own act). */
  async function tellAdder(member: SessionMember, memory: { id: string; addedBy: { id: string } | null }, text: () => { title: string; message: string }, dedupeKey?: string) {
    if (!memory.addedBy || memory.addedBy.id === member.id) return;
    // Likes and comments on one memory fold into one notification on the phone.
    const push = { kind: 'memories' as const, url: `/memories?ani=${memory.id}`, tag: `memory:${memory.id}` };
    await notifyPartner(app, member, { text, dedupeKey, push });
  }

  app.put('/memories/:id/like', async (request) => {
    const member = memberOf(request);
    const memory = await spaceMemory(member, (request.params as IdParams).id);
    if (await addLike(db, memory.id, member.id)) {
      void publishChange(app, member.spaceId, 'memories', member.id);
      // Once per member and memory: liking, unliking and liking again does not ring twice.
      await tellAdder(member, memory, () => ({ title: mm.likeNotificationTitle, message: likeNotificationMessage(member.displayName, memory.title) }), `memory-like:${memory.id}:${member.id}`);
    }
    return { memory: await findMemory(db, member.spaceId, member.id, memory.id) };
  });

  app.delete('/memories/:id/like', async (request) => {
    const member = memberOf(request);
    const memory = await spaceMemory(member, (request.params as IdParams).id);
    if (await removeLike(db, memory.id, member.id)) void publishChange(app, member.spaceId, 'memories', member.id);
    return { memory: await findMemory(db, member.spaceId, member.id, memory.id) };
  });

  app.get('/memories/:id/comments', async (request) => {
    const member = memberOf(request);
    const memory = await spaceMemory(member, (request.params as IdParams).id);
    return { comments: await listComments(db, member.spaceId, memory.id) };
  });

  app.post('/memories/:id/comments', async (request, reply) => {
    const member = memberOf(request);
    const memory = await spaceMemory(member, (request.params as IdParams).id);
    const { text } = parse(commentInput, request.body);
    await ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: 1 });
    const id = await commentsRepo.insert(db, member.spaceId, member.id, { memoryId: memory.id, text }, app.ctx.now());
    void publishChange(app, member.spaceId, 'memories', member.id);
    await tellAdder(member, memory, () => ({ title: mm.commentNotificationTitle, message: commentNotificationMessage(member.displayName, memory.title) }));
    return reply.code(201).send({ comment: await findComment(db, member.spaceId, memory.id, id) });
  });

  app.delete('/memories/:id/comments/:commentId', async (request) => {
    const member = memberOf(request);
    const params = request.params as IdParams & { commentId: string };
    const memory = await spaceMemory(member, params.id);
    const found = await findComment(db, member.spaceId, memory.id, parseId(params.commentId));
    const comment = ownedOrThrow(found, (c) => c.author?.id, member, mm.onlyAuthorDeleteComment);
    await commentsRepo.remove(db, member.spaceId, comment.id);
    void publishChange(app, member.spaceId, 'memories', member.id);
    return { ok: true };
  });
}
