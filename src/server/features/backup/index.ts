import type { ServerFeature } from '../../platform/feature';
import { lastBackupRoutes } from './last';

/** Whole-server backups: like transfer, a reader of every feature's export specs, mounted by app.ts after the registry. */
export const backupServer: ServerFeature = {
  name: 'backup',
  routes: [lastBackupRoutes],
};
