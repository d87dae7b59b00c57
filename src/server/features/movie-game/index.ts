import { eq } from 'drizzle-orm';
import { movieGameFeature } from '../../../shared/features/movie-game';
import { gameDays, gameGuesses } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { movieGameRoutes } from './routes';
import { practiceRoutes } from './practice-routes';
import { gameSettingsRoutes } from './settings-routes';
import { movieGameSeed } from './seed';
import { gameReminderNudge } from './nudge';

export const movieGameServer = defineServerFeature(movieGameFeature, {
  routes: [movieGameRoutes, practiceRoutes, gameSettingsRoutes],
  seed: movieGameSeed,
  nudges: [gameReminderNudge],
  exports: () => ({
    'game-days': { table: gameDays, where: (s) => eq(gameDays.spaceId, s), orderBy: [gameDays.id] },
    'game-guesses': { table: gameGuesses, where: (s) => eq(gameGuesses.spaceId, s), orderBy: [gameGuesses.id] },
  }),
});
