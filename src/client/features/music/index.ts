import { Music } from 'lucide-react';
import { musicFeature } from '../../../shared/features/music';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';
import { messages } from '../../../shared/messages';

export const musicClient = defineClientFeature(musicFeature, {
  '/music': { Page: lazyPage(() => import('./MusicPage')), menu: { label: () => messages.menu.music, icon: Music } },
});
