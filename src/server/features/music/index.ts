import { eq } from 'drizzle-orm';
import { musicFeature } from '../../../shared/features/music';
import { music } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { musicRoutes } from './routes';
import { musicSeed } from './seed';

export const musicServer = defineServerFeature(musicFeature, {
  routes: [musicRoutes],
  seed: musicSeed,
  exports: () => ({
    music: { table: music, where: (s) => eq(music.spaceId, s), orderBy: [music.id] },
  }),
});
