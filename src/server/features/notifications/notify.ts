import type { FastifyInstance } from 'fastify';
import type { SessionMember } from '../../platform/context';
import { publishChange } from '../../platform/events/sse-routes';
import { insertForMembers, type Delivered, type NewNotification } from './repo';

/** Each recipient's phones get the words their bell got, in their language (platform/push: queued, sent in the background). */
async function pushTo(app: FastifyInstance, spaceId: string, delivered: Delivered[], input: NewNotification) {
  const push = input.push ?? { kind: 'other' as const, url: '/' };
  for (const recipient of delivered) {
    await app.ctx.push.queue({
      spaceId,
      userIds: [recipient.userId],
      kind: push.kind,
      title: recipient.title,
      body: recipient.message,
      url: push.url,
      tag: push.tag ?? `${push.kind}:${spaceId}`,
      language: recipient.language,
    });
  }
}

/**
 * Tells the actor's partner(s) what the actor did, each in the partner's own language, e.g.
 * `notifyPartner(app, member, { text: () => ({ title: m.notificationTitle, message: m.notification(member.displayName, title) }) })`.
 * Never notifies the actor. A failure is logged, never passed to the action that caused it.
 */
export async function notifyPartner(app: FastifyInstance, actor: SessionMember, input: NewNotification) {
  try {
    const delivered = await insertForMembers(app.ctx.db, actor.spaceId, actor.id, input);
    await Promise.all(delivered.map((r) => publishChange(app, actor.spaceId, 'notifications', actor.id, r.userId)));
    await pushTo(app, actor.spaceId, delivered, input);
  } catch (err) {
    app.log.error({ err }, 'notification failed');
  }
}

/**
 * For the server's own reminders (special dates, nudges): every member of the space, or only
 * `onlyUserId`, once per key.
 */
export async function notifySpace(app: FastifyInstance, spaceId: string, input: NewNotification, onlyUserId?: string): Promise<number> {
  try {
    const delivered = await insertForMembers(app.ctx.db, spaceId, null, input, onlyUserId);
    await Promise.all(delivered.map((r) => publishChange(app, spaceId, 'notifications', null, r.userId)));
    await pushTo(app, spaceId, delivered, input);
    return delivered.length;
  } catch (err) {
    app.log.error({ err }, 'notification failed');
    return 0;
  }
}
