import type { FastifyInstance } from 'fastify';
import type { TitleDetails } from '../../../shared/catalog';
import { addDays, msUntilNextDayInZone, todayInSpaceZone } from '../../../shared/dates';
import { computeStreak, GAME_MAX_GUESSES } from '../../../shared/game-rules';
import { movieGameMessages as gm, type GameDifficulty, type GameMemberStats, type GameStatus, type GameSummary, type GameToday } from '../../../shared/movie-game';
import type { SessionMember } from '../../platform/context';
import { HttpError, notFound } from '../../platform/http-errors';
import { listMembers } from '../account/repo';
import { getSpace } from '../settings/repo';
import { gamePool, tierOf } from './pool';
import { isFinished, presentAnswer, presentGuesses, presentPartner, statusOf } from './presenter';
import { dayTitle, playedDays, spaceGuesses, type GameDayRow, type GuessRow } from './repo';
import { gameTitleDetails } from './titles';

export interface SpaceGame {
  today: string;
  timeZone: string;
  difficulty: GameDifficulty;
}

/** Today's calendar date in the space's time zone, the zone, and the space's 'Zorluk'. */
export async function spaceGame(app: FastifyInstance, spaceId: string): Promise<SpaceGame> {
  const space = await getSpace(app.ctx.db, spaceId);
  if (!space) throw notFound();
  const difficulty = (['easy', 'hard'].includes(space.gameDifficulty) ? space.gameDifficulty : 'mixed') as GameDifficulty;
  return { today: todayInSpaceZone(app.ctx.now(), space.timeZone), timeZone: space.timeZone, difficulty };
}

export const spaceToday = async (app: FastifyInstance, spaceId: string) => (await spaceGame(app, spaceId)).today;

/** The space's title of `day`, chosen now from its 'Zorluk' when nobody has opened that day yet. */
export async function openDay(app: FastifyInstance, spaceId: string, day: string, live: boolean, game?: SpaceGame): Promise<GameDayRow> {
  const { difficulty } = game ?? (await spaceGame(app, spaceId));
  const pool = gamePool();
  return dayTitle(app.ctx.db, spaceId, day, tierOf(pool, difficulty), { pool: pool.all, live });
}

/** Details of a title (pool facts, or the catalogue's); a failure is the given Turkish 502. */
export async function titleDetails(app: FastifyInstance, id: string, failed: string): Promise<TitleDetails | null> {
  try {
    return await gameTitleDetails(app, id);
  } catch (err) {
    app.log.warn({ err, id }, 'game details failed');
    throw new HttpError(502, failed);
  }
}

export async function answerDetails(app: FastifyInstance, day: GameDayRow): Promise<TitleDetails> {
  const details = await titleDetails(app, day.imdbId, gm.dailyFailed);
  if (!details) throw new HttpError(502, gm.dailyFailed);
  return details;
}

/**
 * A member's standing on a day. A past day played on its own date is over (its date ended), won or
 * not; otherwise the rows decide, as today: practice goes on until won or ten guesses.
 */
export function standing(rows: readonly GuessRow[], pastDay: boolean): GameStatus {
  if (pastDay && rows.some((r) => !r.practice)) return rows.some((r) => r.correct) ? 'won' : 'lost';
  return statusOf(rows);
}

/**
 * The member's view of one day: today's game, or a past day as practice. The answer is looked up
 * only once the member's own game of that day is over; the partner's rows follow the same rule.
 */
export async function gameDay(app: FastifyInstance, member: SessionMember, day: string, known?: SpaceGame): Promise<GameToday> {
  const { db } = app.ctx;
  const game = known ?? (await spaceGame(app, member.spaceId));
  const practice = day !== game.today;
  const row = await openDay(app, member.spaceId, day, !practice, game);
  const [rows, members, played] = await Promise.all([
    spaceGuesses(db, member.spaceId, day),
    listMembers(db, member.spaceId),
    playedDays(db, member.spaceId, member.id),
  ]);
  const mine = rows.filter((r) => r.userId === member.id);
  const status = standing(mine, practice);
  const partner = members.find((m) => m.id !== member.id) ?? null;
  const partnerRows = partner ? rows.filter((r) => r.userId === partner.id) : [];
  return {
    day,
    number: row.number,
    practice,
    difficulty: game.difficulty,
    nextDayInMs: practice ? null : msUntilNextDayInZone(app.ctx.now(), game.timeZone),
    status,
    maxGuesses: GAME_MAX_GUESSES,
    guesses: presentGuesses(mine),
    streak: computeStreak(played, game.today),
    answer: isFinished(status) ? presentAnswer(await answerDetails(app, row)) : null,
    partner: partner ? presentPartner(partner, partnerRows, status, standing(partnerRows, practice)) : null,
  };
}

export async function gameToday(app: FastifyInstance, member: SessionMember, known?: SpaceGame): Promise<GameToday> {
  const game = known ?? (await spaceGame(app, member.spaceId));
  return gameDay(app, member, game.today, game);
}

/** The first day 'Geçmiş günler' reaches back to from `today`. */
export const firstPracticeDay = (today: string) => addDays(today, -365);

/** Wordle-style statistics of both members; today counts once it is over. Practice never counts. */
export async function gameStats(app: FastifyInstance, spaceId: string): Promise<GameMemberStats[]> {
  const { db } = app.ctx;
  const today = await spaceToday(app, spaceId);
  const members = await listMembers(db, spaceId);
  return Promise.all(
    members.map(async (m) => {
      const days = await playedDays(db, spaceId, m.id);
      const counted = days.filter((d) => d.day < today || d.won || d.guesses >= GAME_MAX_GUESSES);
      const wins = counted.filter((d) => d.won);
      const distribution = Array.from({ length: GAME_MAX_GUESSES }, (_, i) => wins.filter((d) => d.guesses === i + 1).length);
      const streak = computeStreak(days, today);
      return {
        id: m.id,
        displayName: m.displayName,
        played: counted.length,
        wins: wins.length,
        winRate: counted.length ? Math.round((wins.length / counted.length) * 100) : 0,
        currentStreak: streak.current,
        longestStreak: streak.longest,
        distribution,
      };
    }),
  );
}

/** Home's banner: have I played today, and my streak. Reads only; never picks a title. */
export async function gameSummary(app: FastifyInstance, spaceId: string, userId: string, today: string): Promise<GameSummary> {
  const days = await playedDays(app.ctx.db, spaceId, userId);
  const todays = days.find((d) => d.day === today);
  const status = !todays ? 'not-started' : todays.won ? 'won' : todays.guesses >= GAME_MAX_GUESSES ? 'lost' : 'playing';
  return { playedToday: Boolean(todays), status, streak: computeStreak(days, today).current };
}
