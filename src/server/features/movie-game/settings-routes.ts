import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { spaces } from '../../db/schema';
import { difficultyInput, type GameDifficulty } from '../../../shared/movie-game';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { parse } from '../../platform/validate';
import { openDay, spaceGame } from './service';

/**
 * The game's 'Zorluk' (Kolay / Karışık / Zor), one per space, shown in /settings. A change applies
 * from the next day: today's title is chosen (if nobody opened the game yet) with the old setting
 * before the new one is saved, and a chosen day never changes.
 */
export async function gameSettingsRoutes(app: FastifyInstance) {
  app.get('/movie-game/settings', async (request): Promise<{ difficulty: GameDifficulty }> => {
    const { difficulty } = await spaceGame(app, memberOf(request).spaceId);
    return { difficulty };
  });

  app.put('/movie-game/settings', async (request): Promise<{ difficulty: GameDifficulty }> => {
    const member = memberOf(request);
    const { difficulty } = parse(difficultyInput, request.body);
    const game = await spaceGame(app, member.spaceId);
    await openDay(app, member.spaceId, game.today, true, game);
    await app.ctx.db.update(spaces).set({ gameDifficulty: difficulty }).where(eq(spaces.id, member.spaceId));
    void publishChange(app, member.spaceId, 'game', member.id);
    return { difficulty };
  });
}
