import { listFeature } from './list-feature';

export const moviesFeature = listFeature('movies', '/movies', 'src/client/features/movies/MoviesPage.tsx', {
  name: 'filmler',
  heading: 'Filmler',
  first: 'movie-card',
  add: { name: 'film ekle', button: 'Yeni Film Ekle' },
});
