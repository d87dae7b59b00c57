import { Home } from 'lucide-react';
import { homeFeature } from '../../../shared/features/home';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

export const homeClient = defineClientFeature(homeFeature, {
  '/': { Page: lazyPage(() => import('./HomePage')), menu: { label: () => messages.menu.home, icon: Home } },
});
