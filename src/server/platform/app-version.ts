import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The app's version from package.json: in GET /api/health (and the settings footer) and in every export manifest. */
export const appVersion: string = (require('../../../package.json') as { version: string }).version;
