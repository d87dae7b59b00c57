import { defineFeature } from './feature';

export const homeFeature = defineFeature({
  name: 'home',
  topics: [],
  api: '/api/home',
  pages: [{ path: '/', module: 'src/client/features/home/HomePage.tsx', firstRead: '/api/home' }],
  exportKinds: [],
  offline: { reads: ['/api/home'] },
});
