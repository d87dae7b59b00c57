import { settingsFeature } from '../../../shared/features/settings';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const settingsClient = defineClientFeature(settingsFeature, {
  '/settings': { Page: lazyPage(() => import('./SettingsPage')) },
});
