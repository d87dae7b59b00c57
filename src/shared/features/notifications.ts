import { defineFeature } from './feature';

export const notificationsFeature = defineFeature({
  name: 'notifications',
  topics: ['notifications'],
  api: '/api/notifications',
  exportKinds: ['notifications'],
  offline: { reads: ['/api/notifications'] },
});
