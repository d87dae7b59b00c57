import { defineFeature } from './feature';

export const musicFeature = defineFeature({
  name: 'music',
  topics: ['music'],
  api: '/api/music',
  pages: [
    {
      path: '/music',
      module: 'src/client/features/music/MusicPage.tsx',
      tour: { name: 'müzikler', heading: 'Müzikler', first: 'music-card', add: { name: 'müzik ekle', button: 'Yeni Müzik Ekle' } },
    },
  ],
  exportKinds: ['music'],
});
