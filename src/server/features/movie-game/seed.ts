import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameDays } from '../../db/schema';
import { addDays, todayInSpaceZone } from '../../../shared/dates';
import { GAME_MAX_GUESSES } from '../../../shared/game-rules';
import { OfflineCatalog } from '../../catalog/offline';
import { getSpace } from '../settings/repo';
import { judgeGuess } from './presenter';
import { gamePool } from './pool';
import { addGuess, dayTitle } from './repo';

interface SeedContext {
  db: Db;
  space: { id: string };
  members: { id: string }[];
  now: Date;
}

/** Wrong guesses before the right one, per member, for the last five days (null = lost the day). */
const PLAYS: (number | null)[][] = [
  [3, 5],
  [1, null],
  [4, 2],
  [null, 6],
  [2, 3],
];

/**
 * Five finished past days for both members, so the streak and the statistics have something to
 * show, and one older day the first member played from 'Geçmiş günler' (practice, counted nowhere);
 * today stays open. Runs once: a space that already has a game day is left as it is.
 */
export async function movieGameSeed(ctx: SeedContext): Promise<void> {
  const { db, space, members, now } = ctx;
  const [row] = await db.select({ n: count() }).from(gameDays).where(eq(gameDays.spaceId, space.id));
  if (Number(row.n) > 0) return;
  const info = await getSpace(db, space.id);
  const today = todayInSpaceZone(now, info?.timeZone ?? 'Europe/Istanbul');
  const offline = new OfflineCatalog();
  const pool = gamePool().all;

  const guessDay = async (day: string, memberId: string, ids: string[], answer: NonNullable<Awaited<ReturnType<typeof offline.details>>>, practice = false) => {
    for (const id of ids) await addGuess(db, space.id, memberId, day, judgeGuess((await offline.details(id))!, answer), practice);
  };

  for (const [i, plays] of PLAYS.entries()) {
    const day = addDays(today, i - PLAYS.length);
    const title = await dayTitle(db, space.id, day, pool);
    const answer = (await offline.details(title.imdbId))!;
    for (const [m, misses] of plays.entries()) {
      const member = members[m];
      if (!member) continue;
      const wrong = pool.filter((id) => id !== answer.id).slice(i + m, i + m + (misses ?? GAME_MAX_GUESSES));
      await guessDay(day, member.id, misses === null ? wrong : [...wrong, answer.id], answer);
    }
  }

  const practised = addDays(today, -12);
  const title = await dayTitle(db, space.id, practised, pool, { live: false });
  const answer = (await offline.details(title.imdbId))!;
  if (members[0]) await guessDay(practised, members[0].id, [...pool.filter((id) => id !== answer.id).slice(7, 9), answer.id], answer, true);
}
