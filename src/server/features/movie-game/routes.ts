import type { FastifyInstance } from 'fastify';
import { catalogQuery } from '../../../shared/catalog';
import { GAME_MAX_GUESSES } from '../../../shared/game-rules';
import { GAME_MIN_QUERY, gameResultMessage, guessInput, movieGameMessages as gm, type GameSearchResult } from '../../../shared/movie-game';
import { memberOf } from '../../platform/auth/auth-plugin';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest, conflict, HttpError } from '../../platform/http-errors';
import { searchLimit } from '../../platform/shared-limits';
import { parse } from '../../platform/validate';
import { notifyPartner } from '../notifications/notify';
import { judgeGuess } from './presenter';
import { addGuess, isOver, spaceGuesses } from './repo';
import { answerDetails, gameStats, gameToday, openDay, spaceGame, titleDetails } from './service';
import { searchGameTitles } from './titles';

/**
 * The daily game (issue 10). The server owns every rule: the day's title, the comparison, the
 * 10-guess limit and the day's end. Nothing about the answer leaves before the member's day is over;
 * live events carry only the topic 'game'. Past days as practice: practice-routes.ts (issue 35).
 */
export async function movieGameRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const admit = searchLimit(app, 'movie-game');

  app.get('/movie-game/today', async (request) => gameToday(app, memberOf(request)));

  app.get('/movie-game/stats', async (request) => ({ members: await gameStats(app, memberOf(request).spaceId) }));

  app.get('/movie-game/search', async (request): Promise<{ results: GameSearchResult[] }> => {
    await admit(request);
    const { q } = parse(catalogQuery, request.query);
    if (q.length < GAME_MIN_QUERY) return { results: [] };
    try {
      const found = await searchGameTitles(app, q);
      return { results: found.map(({ id, title, titleTr, type, year, poster }) => ({ id, title, ...(titleTr ? { titleTr } : {}), type, year, poster })) };
    } catch (err) {
      request.log.warn({ err }, 'game search failed');
      throw new HttpError(502, gm.searchFailed);
    }
  });

  app.post('/movie-game/guesses', async (request, reply) => {
    const member = memberOf(request);
    await admit(request);
    const game = await spaceGame(app, member.spaceId);
    const { today } = game;
    // A finished day refuses every try the same way, whatever was sent.
    const mine = (await spaceGuesses(db, member.spaceId, today)).filter((g) => g.userId === member.id);
    if (isOver(mine)) throw conflict(gm.dayOver);
    const { imdbId } = parse(guessInput, request.body);
    const day = await openDay(app, member.spaceId, today, true, game);
    const guessed = await titleDetails(app, imdbId, gm.detailsFailed);
    if (!guessed) throw badRequest(gm.pickFromList);
    const answer = await answerDetails(app, day);
    const row = await addGuess(db, member.spaceId, member.id, today, judgeGuess(guessed, answer));
    void publishChange(app, member.spaceId, 'game', member.id);
    if (row.correct || row.n >= GAME_MAX_GUESSES) {
      await notifyPartner(app, member, {
        text: () => ({ title: gm.notificationTitle, message: gameResultMessage(member.displayName, row.correct, row.n) }),
        type: row.correct ? 'success' : 'info',
        push: { kind: 'game', url: '/movie-game', tag: `game:${member.id}:${today}` },
      });
    }
    return reply.code(201).send(await gameToday(app, member, game));
  });
}
