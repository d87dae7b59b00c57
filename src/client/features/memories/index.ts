import { memoriesFeature } from '../../../shared/features/memories';
import { defineClientFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const memoriesClient = defineClientFeature(memoriesFeature, {
  '/memories': { Page: lazyPage(() => import('./MemoriesPage')) },
});
