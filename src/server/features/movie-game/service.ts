import type { FastifyInstance } from 'fastify';
import type { TitleDetails } from '../../../shared/catalog';
import { todayInSpaceZone } from '../../../shared/dates';
import { computeStreak, GAME_MAX_GUESSES } from '../../../shared/game-rules';
import { movieGameMessages as gm, type GameMemberStats, type GameSummary, type GameToday } from '../../../shared/movie-game';
import { catalogs } from '../../catalog';
import type { SessionMember } from '../../platform/context';
import { HttpError, notFound } from '../../platform/http-errors';
import { listMembers } from '../account/repo';
import { getSpace } from '../settings/repo';
import { gamePool } from './pool';
import { isFinished, presentAnswer, presentGuesses, presentPartner, statusOf } from './presenter';
import { dayTitle, playedDays, spaceGuesses, type GameDayRow } from './repo';

/** Today's calendar date in the member's space time zone. */
export async function spaceToday(app: FastifyInstance, spaceId: string): Promise<string> {
  const space = await getSpace(app.ctx.db, spaceId);
  if (!space) throw notFound();
  return todayInSpaceZone(app.ctx.now(), space.timeZone);
}

/** Details of a title through the shared, cached catalogue; a failure is the given Turkish 502. */
export async function titleDetails(app: FastifyInstance, id: string, failed: string): Promise<TitleDetails | null> {
  try {
    return await catalogs(app).titles.details(id);
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

async function streakOf(app: FastifyInstance, spaceId: string, userId: string, today: string) {
  return computeStreak(await playedDays(app.ctx.db, spaceId, userId), today);
}

/** The member's view of today. The answer is looked up only once the member's day is over. */
export async function gameToday(app: FastifyInstance, member: SessionMember): Promise<GameToday> {
  const { db } = app.ctx;
  const today = await spaceToday(app, member.spaceId);
  const day = await dayTitle(db, member.spaceId, today, gamePool());
  const [rows, members, streak] = await Promise.all([
    spaceGuesses(db, member.spaceId, today),
    listMembers(db, member.spaceId),
    streakOf(app, member.spaceId, member.id, today),
  ]);
  const mine = rows.filter((r) => r.userId === member.id);
  const status = statusOf(mine);
  const partner = members.find((m) => m.id !== member.id) ?? null;
  return {
    day: today,
    number: day.number,
    status,
    maxGuesses: GAME_MAX_GUESSES,
    guesses: presentGuesses(mine),
    streak,
    answer: isFinished(status) ? presentAnswer(await answerDetails(app, day)) : null,
    partner: partner ? presentPartner(partner, rows.filter((r) => r.userId === partner.id), status) : null,
  };
}

/** Wordle-style statistics of both members; today counts once it is over. */
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
