import { Sparkles } from 'lucide-react';
import { yilimizFeature } from '../../../shared/features/yilimiz';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

const YilimizPage = lazyPage(() => import('./YilimizPage'));

export const yilimizClient = defineClientFeature(yilimizFeature, {
  '/yilimiz': { Page: YilimizPage, menu: { label: () => messages.menu.yilimiz, icon: Sparkles } },
  '/yilimiz/:yil': { Page: YilimizPage },
});
