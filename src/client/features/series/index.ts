import { Tv } from 'lucide-react';
import { seriesFeature } from '../../../shared/features/series';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const seriesClient = defineClientFeature(seriesFeature, {
  '/series': { Page: lazyPage(() => import('./SeriesPage')), menu: { label: 'Diziler', icon: Tv } },
});
