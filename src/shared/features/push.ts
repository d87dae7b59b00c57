import { defineFeature } from './feature';

/**
 * Web Push (issue 21): the devices that get the partner's actions on the lock screen and each
 * member's preferences. Its settings live in the settings page ('Bildirimler'); no page of its own.
 */
export const pushFeature = defineFeature({
  name: 'push',
  topics: [],
  api: '/api/push',
  exportKinds: ['notification-preferences'],
});
