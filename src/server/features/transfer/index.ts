import type { ServerFeature } from '../../platform/feature';
import { transferRoutes } from './routes';

/**
 * Export / import of a space. It reads every feature's export specs (kinds.ts → the registry), so
 * it is mounted by app.ts after the registry rather than listed in it (a list that holds its own
 * reader would be an import circle).
 */
export const transferServer: ServerFeature = { name: 'transfer', routes: [transferRoutes] };
