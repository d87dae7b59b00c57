import { expect } from 'vitest';
import { defineAccessCases, ownSpace } from '../access-table';
import type { NotificationList } from '../../../shared/notifications';

/** The bell: a member reads and marks only their own notifications, even the partner's are not there. */
export const accessCases = defineAccessCases([
  {
    method: 'GET',
    route: '/api/notifications',
    setup: async ({ couple }) => {
      // The partner adds a quote: the owner is told.
      await couple.partner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Haber ver', author: 'M' } });
      return { url: '/api/notifications' };
    },
    expect: ownSpace(200),
    check: ({ res, actor }) => {
      if (actor === 'anonymous') return;
      const list: NotificationList = res.json();
      // Only the owner was told; the partner (the actor) and another couple have nothing of it.
      const mentions = list.notifications.filter((n) => n.message.includes('Haber ver'));
      expect(mentions.length > 0).toBe(actor === 'owner');
    },
  },
  {
    method: 'POST',
    route: '/api/notifications/:id/read',
    setup: async ({ couple }) => {
      await couple.partner.api({ method: 'POST', url: '/api/quotes', payload: { text: 'Okunacak', author: 'M' } });
      const list: NotificationList = (await couple.owner.api({ url: '/api/notifications' })).json();
      return { url: `/api/notifications/${list.notifications[0].id}/read` };
    },
    // The notification is the owner's: for the partner it is not there.
    expect: { owner: 200, partner: 404, other: 404, anonymous: 401 },
  },
  {
    method: 'POST',
    route: '/api/notifications/read-all',
    expect: ownSpace(200),
  },
]);
