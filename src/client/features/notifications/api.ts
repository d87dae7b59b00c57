import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { NotificationList } from '../../../shared/notifications';
import { api } from '../../lib/api';

/** The bell's list; the 'notifications' topic (sent only to its recipient) refreshes it. */
export const notificationsQuery = queryOptions({
  queryKey: ['notifications'],
  queryFn: () => api.get<NotificationList>('/api/notifications'),
});

export const markRead = (id: string) => api.post<{ ok: true }>(`/api/notifications/${id}/read`);
export const markAllRead = () => api.post<{ ok: true; changed: number }>('/api/notifications/read-all');

/** Shows the change at once; the server's answer (or the live event) confirms it. */
export function markReadInCache(client: QueryClient, id: string | 'all') {
  client.setQueryData(notificationsQuery.queryKey, (list) => {
    if (!list) return list;
    const notifications = list.notifications.map((n) => (id === 'all' || n.id === id ? { ...n, read: true } : n));
    const changed = list.notifications.filter((n) => !n.read && (id === 'all' || n.id === id)).length;
    return { notifications, unreadCount: id === 'all' ? 0 : Math.max(0, list.unreadCount - changed) };
  });
}
