import { defineFeature } from './feature';

export const quotesFeature = defineFeature({
  name: 'quotes',
  topics: ['quotes'],
  api: '/api/quotes',
  pages: [
    {
      path: '/quotes',
      module: 'src/client/features/quotes/QuotesPage.tsx',
      firstRead: '/api/quotes',
      tour: { name: 'alıntılar', heading: 'Alıntılar', first: 'quote-card', add: { name: 'alıntı ekle', button: 'Yeni Alıntı Ekle', title: 'Yeni Alıntı' } },
    },
  ],
  exportKinds: ['quotes'],
  offline: { reads: ['/api/quotes'] },
});
