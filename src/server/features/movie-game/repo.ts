import { and, asc, between, eq, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameDays, gameGuesses } from '../../db/schema';
import { addDays } from '../../../shared/dates';
import { GAME_MAX_GUESSES } from '../../../shared/game-rules';
import { movieGameMessages as gm } from '../../../shared/movie-game';
import { badRequest, conflict } from '../../platform/http-errors';
import { NO_REPEAT_DAYS, scheduledTitle } from './schedule';

export type GameDayRow = typeof gameDays.$inferSelect;
export type GuessRow = typeof gameGuesses.$inferSelect;
export type NewGuess = Omit<typeof gameGuesses.$inferInsert, 'id' | 'spaceId' | 'userId' | 'day' | 'n' | 'practice' | 'createdAt'>;

/** A transaction-scoped lock on one key; PGlite runs one transaction at a time anyway. */
const lock = (tx: Db, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

export interface DayTitleOptions {
  /** The whole pool, walked when every title of `tier` is taken (default: `tier`). */
  pool?: readonly string[];
  /** Today's game (gets the next game day number) rather than a past day opened as practice. */
  live?: boolean;
}

/**
 * The space's title of `day`, chosen the first time anyone opens it (decision 025): the schedule
 * (schedule.ts) sees every day already chosen within NO_REPEAT_DAYS on either side. The per-space
 * lock makes reading them and writing the day one step, so both members and two tabs always get
 * the same title, and two days being chosen at once never take the same one.
 */
export async function dayTitle(db: Db, spaceId: string, day: string, tier: readonly string[], options: DayTitleOptions = {}): Promise<GameDayRow> {
  const existing = await findDay(db, spaceId, day);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(t, `game-day:${spaceId}`);
    const again = await findDay(t, spaceId, day);
    if (again) return again;
    const used = await t
      .select({ day: gameDays.day, imdbId: gameDays.imdbId })
      .from(gameDays)
      .where(and(eq(gameDays.spaceId, spaceId), between(gameDays.day, addDays(day, -NO_REPEAT_DAYS), addDays(day, NO_REPEAT_DAYS))));
    const imdbId = scheduledTitle(spaceId, day, tier, options.pool ?? tier, used);
    let number: number | null = null;
    if (options.live !== false) {
      const [last] = await t.select({ n: max(gameDays.number) }).from(gameDays).where(eq(gameDays.spaceId, spaceId));
      number = (last?.n ?? 0) + 1;
    }
    const [row] = await t.insert(gameDays).values({ spaceId, day, imdbId, number }).returning();
    return row;
  });
}

export async function findDay(db: Db, spaceId: string, day: string): Promise<GameDayRow | null> {
  const [row] = await db.select().from(gameDays).where(and(eq(gameDays.spaceId, spaceId), eq(gameDays.day, day))).limit(1);
  return row ?? null;
}

/** Every guess of the space on `day`, both members, live or practice, oldest first. */
export async function spaceGuesses(db: Db, spaceId: string, day: string): Promise<GuessRow[]> {
  return db
    .select()
    .from(gameGuesses)
    .where(and(eq(gameGuesses.spaceId, spaceId), eq(gameGuesses.day, day)))
    .orderBy(asc(gameGuesses.n));
}

export const isOver = (guesses: readonly { correct: boolean }[]) =>
  guesses.length >= GAME_MAX_GUESSES || guesses.some((g) => g.correct);

/**
 * Stores the member's next guess of `day` as number n+1. Under a per-member-day lock the checks
 * (day over, same title twice, a practice of a day played on its own date) and the insert are one
 * step; the unique (user, day, n) and the 1–10 check in the table hold even where the lock would not.
 * A finished live day is a 409 (as before); a finished or live-played day tried as practice a 400.
 */
export async function addGuess(db: Db, spaceId: string, userId: string, day: string, guess: NewGuess, practice = false): Promise<GuessRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(t, `game-guess:${userId}:${day}`);
    const mine = await t
      .select({ n: gameGuesses.n, correct: gameGuesses.correct, imdbId: gameGuesses.imdbId, practice: gameGuesses.practice })
      .from(gameGuesses)
      .where(and(eq(gameGuesses.userId, userId), eq(gameGuesses.day, day)));
    if (practice && (mine.some((g) => !g.practice) || isOver(mine))) throw badRequest(gm.practiceDone);
    if (isOver(mine)) throw conflict(gm.dayOver);
    if (mine.some((g) => g.imdbId === guess.imdbId)) throw conflict(gm.alreadyGuessed);
    const [row] = await t
      .insert(gameGuesses)
      .values({ ...guess, spaceId, userId, day, n: mine.length + 1, practice })
      .onConflictDoNothing()
      .returning();
    if (!row) throw practice ? badRequest(gm.practiceDone) : conflict(gm.dayOver);
    return row;
  });
}

export interface DaySummary {
  day: string;
  guesses: number;
  won: boolean;
  practice: boolean;
}

/**
 * One line per day the member played, oldest first: how many guesses, whether one was right and
 * whether it was practice. `live` (the streak, the statistics, home) leaves practice out.
 */
export async function memberDays(db: Db, spaceId: string, userId: string, range: { from?: string; live?: boolean } = {}): Promise<DaySummary[]> {
  const rows = await db
    .select({
      day: gameGuesses.day,
      guesses: sql<number>`count(*)::int`,
      won: sql<boolean>`bool_or(${gameGuesses.correct})`,
      practice: sql<boolean>`bool_and(${gameGuesses.practice})`,
    })
    .from(gameGuesses)
    .where(
      and(
        eq(gameGuesses.spaceId, spaceId),
        eq(gameGuesses.userId, userId),
        range.live ? eq(gameGuesses.practice, false) : undefined,
        range.from ? sql`${gameGuesses.day} >= ${range.from}` : undefined,
      ),
    )
    .groupBy(gameGuesses.day)
    .orderBy(asc(gameGuesses.day));
  return rows.map((r) => ({ day: r.day, guesses: Number(r.guesses), won: Boolean(r.won), practice: Boolean(r.practice) }));
}

/** The days the member played on their own date: the streak, the statistics and home read only these. */
export const playedDays = (db: Db, spaceId: string, userId: string) => memberDays(db, spaceId, userId, { live: true });
