import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { gameDays, gameGuesses } from '../../db/schema';
import { GAME_MAX_GUESSES, pickDaily } from '../../../shared/game-rules';
import { movieGameMessages as gm } from '../../../shared/movie-game';
import { conflict } from '../../platform/http-errors';

export type GameDayRow = typeof gameDays.$inferSelect;
export type GuessRow = typeof gameGuesses.$inferSelect;
export type NewGuess = Omit<typeof gameGuesses.$inferInsert, 'id' | 'spaceId' | 'userId' | 'day' | 'n' | 'createdAt'>;

/** A transaction-scoped lock on one key; PGlite runs one transaction at a time anyway. */
const lock = (tx: Db, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/**
 * The space's title of `day`, picked on first use. The per-space lock makes the pick and the
 * cycle bookkeeping one step, so both members (and two tabs) always get the same title.
 */
export async function dayTitle(db: Db, spaceId: string, day: string, pool: readonly string[], random?: () => number): Promise<GameDayRow> {
  const existing = await findDay(db, spaceId, day);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(t, `game-day:${spaceId}`);
    const again = await findDay(t, spaceId, day);
    if (again) return again;
    const [last] = await t.select().from(gameDays).where(eq(gameDays.spaceId, spaceId)).orderBy(desc(gameDays.number)).limit(1);
    const cycle = last?.cycle ?? 1;
    const used = last
      ? await t.select({ imdbId: gameDays.imdbId }).from(gameDays).where(and(eq(gameDays.spaceId, spaceId), eq(gameDays.cycle, cycle)))
      : [];
    const pick = pickDaily(pool, new Set(used.map((u) => u.imdbId)), last?.imdbId ?? null, random);
    const [row] = await t
      .insert(gameDays)
      .values({ spaceId, day, imdbId: pick.id, cycle: pick.newCycle ? cycle + 1 : cycle, number: (last?.number ?? 0) + 1 })
      .returning();
    return row;
  });
}

export async function findDay(db: Db, spaceId: string, day: string): Promise<GameDayRow | null> {
  const [row] = await db.select().from(gameDays).where(and(eq(gameDays.spaceId, spaceId), eq(gameDays.day, day))).limit(1);
  return row ?? null;
}

/** Every guess of the space on `day`, both members, oldest first. */
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
 * (day over, same title twice) and the insert are one step; the unique (user, day, n) and the
 * 1–10 check in the table hold even where the lock would not.
 */
export async function addGuess(db: Db, spaceId: string, userId: string, day: string, guess: NewGuess): Promise<GuessRow> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await lock(t, `game-guess:${userId}:${day}`);
    const mine = await t
      .select({ n: gameGuesses.n, correct: gameGuesses.correct, imdbId: gameGuesses.imdbId })
      .from(gameGuesses)
      .where(and(eq(gameGuesses.userId, userId), eq(gameGuesses.day, day)));
    if (isOver(mine)) throw conflict(gm.dayOver);
    if (mine.some((g) => g.imdbId === guess.imdbId)) throw conflict(gm.alreadyGuessed);
    const [row] = await t
      .insert(gameGuesses)
      .values({ ...guess, spaceId, userId, day, n: mine.length + 1 })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(gm.dayOver);
    return row;
  });
}

export interface DaySummary {
  day: string;
  guesses: number;
  won: boolean;
}

/** One line per day the member played: how many guesses, and whether one was right. */
export async function playedDays(db: Db, spaceId: string, userId: string): Promise<DaySummary[]> {
  const rows = await db
    .select({
      day: gameGuesses.day,
      guesses: sql<number>`count(*)::int`,
      won: sql<boolean>`bool_or(${gameGuesses.correct})`,
    })
    .from(gameGuesses)
    .where(and(eq(gameGuesses.spaceId, spaceId), eq(gameGuesses.userId, userId)))
    .groupBy(gameGuesses.day)
    .orderBy(asc(gameGuesses.day));
  return rows.map((r) => ({ day: r.day, guesses: Number(r.guesses), won: Boolean(r.won) }));
}
