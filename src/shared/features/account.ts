import { defineFeature } from './feature';

export const accountFeature = defineFeature({
  name: 'account',
  topics: [],
  api: '/api/auth',
  pages: [{ path: '/login', module: 'src/client/features/account/LoginPage.tsx', signedOut: true }],
  exportKinds: [],
  offline: { reads: ['/api/session'] },
});
