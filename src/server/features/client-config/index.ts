import { clientConfigFeature } from '../../../shared/features/client-config';
import { defineServerFeature } from '../../platform/feature';
import { clientConfigRoutes } from './routes';

export const clientConfigServer = defineServerFeature(clientConfigFeature, { routes: [clientConfigRoutes] });
