import { settingsFeature } from '../../../shared/features/settings';
import { defineServerFeature } from '../../platform/feature';
import { settingsRoutes } from './routes';

/** Profile, space and special dates; the space and its special dates are core export kinds (transfer/kinds.ts). */
export const settingsServer = defineServerFeature(settingsFeature, { routes: [settingsRoutes] });
