import { eq } from 'drizzle-orm';
import { pushFeature } from '../../../shared/features/push';
import { notificationPreferences } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { pushRoutes } from './routes';
import { pushSeed } from './seed';

/** Push subscriptions, preferences and the test push; the queue and its sender are platform/push. */
export const pushServer = defineServerFeature(pushFeature, {
  routes: [pushRoutes],
  seed: pushSeed,
  exports: () => ({
    'notification-preferences': {
      table: notificationPreferences,
      where: (s) => eq(notificationPreferences.spaceId, s),
      orderBy: [notificationPreferences.userId],
    },
  }),
});
