import { eq } from 'drizzle-orm';
import { notificationsFeature } from '../../../shared/features/notifications';
import { notifications } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { notificationRoutes } from './routes';

export const notificationsServer = defineServerFeature(notificationsFeature, {
  routes: [notificationRoutes],
  exports: () => ({
    notifications: { table: notifications, where: (s) => eq(notifications.spaceId, s), orderBy: [notifications.id] },
  }),
});
