import { Tv } from 'lucide-react';
import { seriesFeature } from '../../../shared/features/series';
import { defineClientFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const seriesClient = defineClientFeature(seriesFeature, {
  '/series': { Page: lazyPage(() => import('./SeriesPage')), menu: { label: 'Diziler', icon: Tv } },
});
