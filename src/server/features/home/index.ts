import { homeFeature } from '../../../shared/features/home';
import { defineServerFeature } from '../../platform/feature';
import { homeRoutes } from './routes';

export const homeServer = defineServerFeature(homeFeature, { routes: [homeRoutes] });
