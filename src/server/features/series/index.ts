import { eq } from 'drizzle-orm';
import { seriesFeature } from '../../../shared/features/series';
import { series } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { seriesRoutes } from './routes';
import { seriesSeed } from './seed';

export const seriesServer = defineServerFeature(seriesFeature, {
  routes: [seriesRoutes],
  seed: seriesSeed,
  exports: () => ({
    series: { table: series, where: (s) => eq(series.spaceId, s), orderBy: [series.id] },
  }),
});
