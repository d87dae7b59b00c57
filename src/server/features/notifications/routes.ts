import type { FastifyInstance } from 'fastify';
import { NOTIFICATION_LIST_LIMIT, notificationTypes, type AppNotification, type NotificationKind, type NotificationList } from '../../../shared/notifications';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { notFound } from '../../platform/http-errors';
import { parseId } from '../../platform/validate';
import { listForMember, markAllRead, markRead, type NotificationRow } from './repo';

const present = (row: NotificationRow): AppNotification => ({
  id: row.id,
  title: row.title,
  message: row.message,
  type: (notificationTypes as readonly string[]).includes(row.type) ? (row.type as NotificationKind) : 'info',
  read: row.read,
  createdAt: row.createdAt.toISOString(),
});

/** The bell: only the member's own notifications; reading them tells the member's other tabs. */
export async function notificationRoutes(app: FastifyInstance) {
  app.get('/notifications', async (request): Promise<NotificationList> => {
    const member = memberOf(request);
    const { rows, unreadCount } = await listForMember(app.ctx.db, member, NOTIFICATION_LIST_LIMIT);
    return { notifications: rows.map(present), unreadCount };
  });

  app.post('/notifications/:id/read', async (request) => {
    const member = memberOf(request);
    const id = parseId((request.params as { id: string }).id);
    if (!(await markRead(app.ctx.db, member, id))) throw notFound();
    void publishChange(app, member.spaceId, 'notifications', member.id, member.id);
    return { ok: true };
  });

  app.post('/notifications/read-all', async (request) => {
    const member = memberOf(request);
    const changed = await markAllRead(app.ctx.db, member);
    if (changed > 0) void publishChange(app, member.spaceId, 'notifications', member.id, member.id);
    return { ok: true, changed };
  });
}
