import { defineFeature } from './feature';

/** Profile, space and special dates; the space, its members and photos are the export's core kinds (shared/transfer.ts). */
export const settingsFeature = defineFeature({
  name: 'settings',
  topics: ['profile', 'space', 'special-dates'],
  api: '/api/settings',
  pages: [{ path: '/settings', module: 'src/client/features/settings/SettingsPage.tsx' }],
  exportKinds: [],
  offline: { reads: ['/api/space/members'] },
});
