import { settingsFeature } from '../../../shared/features/settings';
import { defineClientFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const settingsClient = defineClientFeature(settingsFeature, {
  '/settings': { Page: lazyPage(() => import('./SettingsPage')) },
});
