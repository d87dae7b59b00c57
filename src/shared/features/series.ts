import { listFeature } from './list-feature';

export const seriesFeature = listFeature('series', '/series', 'src/client/features/series/SeriesPage.tsx', {
  name: 'diziler',
  heading: 'Diziler',
  first: 'series-card',
  add: { name: 'dizi ekle', button: 'Yeni Dizi Ekle' },
});
