import { Hourglass } from 'lucide-react';
import { capsulesFeature } from '../../../shared/features/capsules';
import { capsulesMenu } from '../../../shared/capsules-menu';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const capsulesClient = defineClientFeature(capsulesFeature, {
  '/kapsul': { Page: lazyPage(() => import('./CapsulesPage')), menu: { label: capsulesMenu, icon: Hourglass } },
});
