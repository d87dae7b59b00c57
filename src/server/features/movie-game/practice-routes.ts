import type { FastifyInstance } from 'fastify';
import { addDays } from '../../../shared/dates';
import { GAME_MAX_GUESSES } from '../../../shared/game-rules';
import { GAME_PRACTICE_DAYS, guessInput, movieGameMessages as gm, practiceDayParams, type GamePastDays } from '../../../shared/movie-game';
import { memberOf } from '../../platform/auth/auth-plugin';
import type { SessionMember } from '../../platform/context';
import { publishChange } from '../../platform/events/sse-routes';
import { badRequest } from '../../platform/http-errors';
import { searchLimit } from '../../platform/shared-limits';
import { parse } from '../../platform/validate';
import { judgeGuess } from './presenter';
import { addGuess, isOver, memberDays, spaceGuesses } from './repo';
import { answerDetails, gameDay, openDay, spaceGame, titleDetails, type SpaceGame } from './service';

/**
 * 'Geçmiş günler' (issue 35): each of the last 365 days — days before the space existed too — can
 * be played once per member as practice, by the same rules and the same reveal, and never counts in
 * the streak, the statistics or Yılımız. A day to come, today, a day older than 365 days or a day
 * already played is a Turkish 400 and changes nothing.
 */
export async function practiceRoutes(app: FastifyInstance) {
  const { db } = app.ctx;
  const admit = searchLimit(app, 'movie-game');

  /** The day in the path, if it may be practised at all (today is the live game), and the space's game. */
  async function practiceDay(member: SessionMember, params: unknown): Promise<{ day: string; game: SpaceGame }> {
    const { day } = parse(practiceDayParams, params);
    const game = await spaceGame(app, member.spaceId);
    const { today } = game;
    if (day > today) throw badRequest(gm.dayNotCome);
    if (day === today) throw badRequest(gm.todayNotPractice);
    if (day < addDays(today, -GAME_PRACTICE_DAYS)) throw badRequest(gm.dayTooOld);
    return { day, game };
  }

  app.get('/movie-game/days', async (request): Promise<GamePastDays> => {
    const member = memberOf(request);
    const { today } = await spaceGame(app, member.spaceId);
    const from = addDays(today, -GAME_PRACTICE_DAYS);
    const played = new Map((await memberDays(db, member.spaceId, member.id, { from })).map((d) => [d.day, d]));
    const days = Array.from({ length: GAME_PRACTICE_DAYS }, (_, i) => {
      const day = addDays(today, -1 - i);
      const d = played.get(day);
      if (!d) return { day, status: 'not-started' as const, practice: false };
      const status = !d.practice || d.won || d.guesses >= GAME_MAX_GUESSES ? (d.won ? 'won' : 'lost') : 'playing';
      return { day, status, practice: d.practice } as const;
    });
    return { today, days };
  });

  app.get('/movie-game/practice/:day', async (request) => {
    const member = memberOf(request);
    const { day, game } = await practiceDay(member, request.params);
    return gameDay(app, member, day, game);
  });

  app.post('/movie-game/practice/:day/guesses', async (request, reply) => {
    const member = memberOf(request);
    await admit(request);
    const { day, game } = await practiceDay(member, request.params);
    const mine = (await spaceGuesses(db, member.spaceId, day)).filter((g) => g.userId === member.id);
    // Once per member and day: a day played on its date, or a practice already over, is refused.
    if (mine.some((g) => !g.practice) || isOver(mine)) throw badRequest(gm.practiceDone);
    const { imdbId } = parse(guessInput, request.body);
    const row = await openDay(app, member.spaceId, day, false, game);
    const guessed = await titleDetails(app, imdbId, gm.detailsFailed);
    if (!guessed) throw badRequest(gm.pickFromList);
    const answer = await answerDetails(app, row);
    await addGuess(db, member.spaceId, member.id, day, judgeGuess(guessed, answer), true);
    void publishChange(app, member.spaceId, 'game', member.id);
    return reply.code(201).send(await gameDay(app, member, day, game));
  });
}
