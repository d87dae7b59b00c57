import { defineFeature } from './feature';

export const moviesFeature = defineFeature({
  name: 'movies',
  topics: ['movies'],
  api: '/api/movies',
  pages: [
    {
      path: '/movies',
      module: 'src/client/features/movies/MoviesPage.tsx',
      firstRead: '/api/movies',
      tour: { name: 'filmler', heading: 'Filmler', first: 'movie-card', add: { name: 'film ekle', button: 'Yeni Film Ekle' } },
    },
  ],
  exportKinds: ['movies'],
  offline: { reads: ['/api/movies'] },
});
