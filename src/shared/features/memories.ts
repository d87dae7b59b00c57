import { defineFeature } from './feature';

export const memoriesFeature = defineFeature({
  name: 'memories',
  topics: ['memories'],
  api: '/api/memories',
  pages: [
    {
      path: '/memories',
      module: 'src/client/features/memories/MemoriesPage.tsx',
      // The grid's first page in the default order (MemoryGrid's first read) and 'Geçen yıllarda
      // bugün' above it (drawn late, it pushed the grid down); the calendar reads a month instead of the grid.
      firstRead: ['/api/memories?sort=date-desc', '/api/memories/on-this-day'],
      views: [{ param: 'view', value: 'calendar', skips: ['/api/memories?sort=date-desc'] }],
      tour: { name: 'anılar', heading: 'Bizim Anılarımız', first: 'memory-card', add: { name: 'anı ekle', button: 'Yeni Anı Ekle', title: 'Yeni Anı' } },
    },
  ],
  exportKinds: ['memories', 'memory-photos', 'memory-likes', 'memory-comments'],
  // The first page of each sort and filter; later pages need the network.
  offline: { firstPageOnly: ['/api/memories'] },
});
