import type { FastifyInstance } from 'fastify';
import type { SessionMember } from '../../platform/context';
import { publishChange } from '../../platform/events/sse-routes';
import { insertForMembers, type NewNotification } from './repo';

/** The recipients' phones get the same words (platform/push: queued, sent in the background). */
async function pushTo(app: FastifyInstance, spaceId: string, userIds: string[], input: NewNotification) {
  if (userIds.length === 0) return;
  const push = input.push ?? { kind: 'other' as const, url: '/' };
  await app.ctx.push.queue({
    spaceId,
    userIds,
    kind: push.kind,
    title: input.title,
    body: input.message,
    url: push.url,
    tag: push.tag ?? `${push.kind}:${spaceId}`,
  });
}

/**
 * Tells the actor's partner(s) what the actor did, e.g.
 * `notifyPartner(app, member, { title: 'Yeni film', message: 'Ayşe yeni bir film ekledi: Inception' })`.
 * Never notifies the actor. A failure is logged, never passed to the action that caused it.
 */
export async function notifyPartner(app: FastifyInstance, actor: SessionMember, input: NewNotification) {
  try {
    const recipients = await insertForMembers(app.ctx.db, actor.spaceId, actor.id, input);
    await Promise.all(recipients.map((userId) => publishChange(app, actor.spaceId, 'notifications', actor.id, userId)));
    await pushTo(app, actor.spaceId, recipients, input);
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
    const recipients = await insertForMembers(app.ctx.db, spaceId, null, input, onlyUserId);
    await Promise.all(recipients.map((userId) => publishChange(app, spaceId, 'notifications', null, userId)));
    await pushTo(app, spaceId, recipients, input);
    return recipients.length;
  } catch (err) {
    app.log.error({ err }, 'notification failed');
    return 0;
  }
}
