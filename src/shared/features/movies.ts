import { defineFeature } from './feature';

export const moviesFeature = defineFeature({
  name: 'movies',
  topics: ['movies'],
  api: '/api/movies',
  pages: [
    {
      path: '/movies',
      module: 'src/client/features/movies/MoviesPage.tsx',
      // The member's own wishes draw its 'İstiyorum' buttons (İkimiz).
      firstRead: ['/api/movies', '/api/wishes'],
      tour: { name: 'filmler', heading: 'Filmler', first: 'movie-card', add: { name: 'film ekle', button: 'Yeni Film Ekle' } },
    },
  ],
  exportKinds: ['movies'],
  offline: { reads: ['/api/movies'] },
});
