import { defineFeature } from './feature';

export const seriesFeature = defineFeature({
  name: 'series',
  topics: ['series'],
  api: '/api/series',
  pages: [
    {
      path: '/series',
      module: 'src/client/features/series/SeriesPage.tsx',
      // The member's own wishes draw its 'İstiyorum' buttons (İkimiz).
      firstRead: ['/api/series', '/api/wishes'],
      tour: { name: 'diziler', heading: 'Diziler', first: 'series-card', add: { name: 'dizi ekle', button: 'Yeni Dizi Ekle' } },
    },
  ],
  exportKinds: ['series'],
  offline: { reads: ['/api/series'] },
});
