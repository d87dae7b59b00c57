import { defineFeature } from './feature';

export const memoriesFeature = defineFeature({
  name: 'memories',
  topics: ['memories'],
  api: '/api/memories',
  pages: [
    {
      path: '/memories',
      module: 'src/client/features/memories/MemoriesPage.tsx',
      tour: { name: 'anılar', heading: 'Bizim Anılarımız', first: 'memory-card', add: { name: 'anı ekle', button: 'Yeni Anı Ekle', title: 'Yeni Anı' } },
    },
  ],
  exportKinds: ['memories', 'memory-photos', 'memory-likes', 'memory-comments'],
  // The first page of each sort and filter; later pages need the network.
  offline: { firstPageOnly: ['/api/memories'] },
});
