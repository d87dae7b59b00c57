import type { FastifyInstance } from 'fastify';
import { commentInput, socialWords as w } from '../../../shared/social';
import type { Topic } from '../../../shared/events';
import type { PushKind } from '../../../shared/push-words';
import { memberOf } from '../auth/auth-plugin';
import type { SessionMember } from '../context';
import { publishChange } from '../events/sse-routes';
import { ownedOrThrow } from '../owned-records';
import { parse, parseId } from '../validate';
import { ensureRoom } from '../space-limits';
import type { SocialRepo } from './repo';

/** What the social routes need of the record they hang under. */
export interface SocialRecord {
  id: string;
  title: string;
}

export interface SocialOptions<R extends SocialRecord> {
  /** '/memories': the routes are `${path}/:id/like` and `${path}/:id/comments[/:commentId]`. */
  path: string;
  topic: Topic;
  /** Names the like's once-only notification: `${name}-like:<record>:<member>` ('memory'). */
  name: string;
  repo: SocialRepo;
  /** The record of the member's space (404 when it is not there; may refuse with its own words, a sealed capsule). */
  find: (member: SessionMember, id: string) => Promise<R>;
  /** Who added it (told of likes and comments), or null once that account is gone. */
  adderOf: (record: R) => string | null;
  /** The answer after a like: the record as the member sees it now, e.g. `{ memory }`. */
  answer: (member: SessionMember, record: R) => Promise<unknown>;
  /** The adder is told (never the actor): the words and where the phone opens. */
  tell: {
    like: (actorName: string, title: string) => string;
    comment: (actorName: string, title: string) => string;
    push: (record: R) => { kind: PushKind; url: string; tag: string };
  };
  /** The notification service (features/notifications/notify.ts), handed in: platform imports no feature. */
  notify: (member: SessionMember, notice: { text: () => { title: string; message: string }; dedupeKey?: string; push: { kind: PushKind; url: string; tag: string } }) => Promise<void>;
}

/** Likes and comments: any member of the space, on any record of the space; only a comment's author deletes it. */
export function socialRoutes<R extends SocialRecord>(o: SocialOptions<R>) {
  return async (app: FastifyInstance) => {
    const { db } = app.ctx;
    const changed = (member: SessionMember) => void publishChange(app, member.spaceId, o.topic, member.id);
    const record = (member: SessionMember, raw: unknown) => o.find(member, parseId(raw));
    // The words are written for the recipient, in their language (decision 030).
    const tellAdder = async (member: SessionMember, r: R, text: () => { title: string; message: string }, dedupeKey?: string) => {
      const adder = o.adderOf(r);
      if (!adder || adder === member.id) return;
      await o.notify(member, { text, dedupeKey, push: o.tell.push(r) });
    };
    type IdParams = { id: string };

    app.put(`${o.path}/:id/like`, async (request) => {
      const member = memberOf(request);
      const r = await record(member, (request.params as IdParams).id);
      if (await o.repo.addLike(db, r.id, member.id)) {
        changed(member);
        // Once per member and record: liking, unliking and liking again does not ring twice.
        await tellAdder(member, r, () => ({ title: w.likeNotificationTitle, message: o.tell.like(member.displayName, r.title) }), `${o.name}-like:${r.id}:${member.id}`);
      }
      return o.answer(member, r);
    });

    app.delete(`${o.path}/:id/like`, async (request) => {
      const member = memberOf(request);
      const r = await record(member, (request.params as IdParams).id);
      if (await o.repo.removeLike(db, r.id, member.id)) changed(member);
      return o.answer(member, r);
    });

    app.get(`${o.path}/:id/comments`, async (request) => {
      const member = memberOf(request);
      const r = await record(member, (request.params as IdParams).id);
      return { comments: await o.repo.listComments(db, member.spaceId, r.id) };
    });

    app.post(`${o.path}/:id/comments`, async (request, reply) => {
      const member = memberOf(request);
      const r = await record(member, (request.params as IdParams).id);
      const { text } = parse(commentInput, request.body);
      await ensureRoom(db, app.ctx.config.spaceLimits, member.spaceId, { rows: 1 });
      const id = await o.repo.addComment(db, member.spaceId, member.id, r.id, text, app.ctx.now());
      changed(member);
      await tellAdder(member, r, () => ({ title: w.commentNotificationTitle, message: o.tell.comment(member.displayName, r.title) }));
      return reply.code(201).send({ comment: await o.repo.findComment(db, member.spaceId, r.id, id) });
    });

    app.delete(`${o.path}/:id/comments/:commentId`, async (request) => {
      const member = memberOf(request);
      const params = request.params as IdParams & { commentId: string };
      const r = await record(member, params.id);
      const found = await o.repo.findComment(db, member.spaceId, r.id, parseId(params.commentId));
      const comment = ownedOrThrow(found, (c) => c.author?.id, member, w.onlyAuthorDeleteComment);
      await o.repo.removeComment(db, member.spaceId, comment.id);
      changed(member);
      return { ok: true };
    });
  };
}
