import { defineFeature } from './feature';

/** Zaman Kapsülü (issue 36): letters sealed until a day; then they open like memories. */
export const capsulesFeature = defineFeature({
  name: 'capsules',
  topics: ['capsules'],
  api: '/api/capsules',
  pages: [
    {
      path: '/kapsul',
      module: 'src/client/features/capsules/CapsulesPage.tsx',
      firstRead: '/api/capsules',
      tour: { name: 'zaman kapsülü', heading: 'Zaman Kapsülü', first: 'capsule-card', add: { name: 'kapsül ekle', button: 'Yeni kapsül' } },
    },
  ],
  // After the core photos: a capsule's photos, likes and comments point at it.
  exportKinds: ['capsules', 'capsule-photos', 'capsule-likes', 'capsule-comments'],
  // The home card's read; the list is searched (?q=), and searches are never cached.
  offline: { reads: ['/api/capsules/summary'] },
});
