import type { ServerFeature } from '../../platform/feature';
import { healthRoutes } from './routes';

/** GET /api/health: no data of its own, nothing to seed or export. */
export const healthServer: ServerFeature = { name: 'health', routes: [healthRoutes] };
