import { Music } from 'lucide-react';
import { musicFeature } from '../../../shared/features/music';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const musicClient = defineClientFeature(musicFeature, {
  '/music': { Page: lazyPage(() => import('./MusicPage')), menu: { label: 'Müzikler', icon: Music } },
});
