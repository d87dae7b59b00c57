import { yilimizFeature } from '../../../shared/features/yilimiz';
import { defineServerFeature } from '../../platform/feature';
import { yilimizRoutes } from './routes';

/** The year in review and the calendar address's API; the public `.ics` route is mounted by app.ts. */
export const yilimizServer = defineServerFeature(yilimizFeature, { routes: [yilimizRoutes] });
