import { Tv } from 'lucide-react';
import { seriesFeature } from '../../../shared/features/series';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

export const seriesClient = defineClientFeature(seriesFeature, {
  '/series': { Page: lazyPage(() => import('./SeriesPage')), menu: { label: () => messages.menu.series, icon: Tv } },
});
