import { memoriesFeature } from '../../../shared/features/memories';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const memoriesClient = defineClientFeature(memoriesFeature, {
  '/memories': { Page: lazyPage(() => import('./MemoriesPage')) },
});
