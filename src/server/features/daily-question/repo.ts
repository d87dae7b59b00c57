import { and, asc, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionAnswers, questionCustom, questionDays, users } from '../../db/schema';
import { addDays } from '../../../shared/dates';
import type { QuestionCategory } from '../../../shared/daily-question-words';
import { QUESTION_BANK } from './bank';
import { pickQuestion, QUESTION_REST_DAYS } from './pick';

export interface DayRow {
  id: string;
  day: string;
  text: string;
  category: QuestionCategory;
  bankKey: string | null;
  customId: string | null;
  addedById: string | null;
  addedByName: string | null;
}

export interface AnswerRow {
  dayId: string;
  userId: string | null;
  text: string;
  updatedAt: Date;
}

const dayColumns = {
  id: questionDays.id,
  day: questionDays.day,
  text: questionDays.text,
  category: questionDays.category,
  bankKey: questionDays.bankKey,
  customId: questionDays.customId,
  addedById: questionCustom.addedBy,
  addedByName: users.displayName,
};

/** The day's question of a space, with the adder of a custom one (while still in the space). */
export async function findDay(db: Db, spaceId: string, day: string): Promise<DayRow | null> {
  const [row] = await db
    .select(dayColumns)
    .from(questionDays)
    .leftJoin(questionCustom, eq(questionCustom.id, questionDays.customId))
    .leftJoin(users, and(eq(users.id, questionCustom.addedBy), eq(users.spaceId, questionDays.spaceId)))
    .where(and(eq(questionDays.spaceId, spaceId), eq(questionDays.day, day)))
    .limit(1);
  return (row as DayRow | undefined) ?? null;
}

/**
 * The question of `day`, picked now if nobody has read it yet. Two first reads at once pick alike
 * (the pick is seeded by space and day) and the unique (space, day) keeps one row either way.
 */
export async function ensureDay(db: Db, spaceId: string, day: string): Promise<DayRow> {
  const found = await findDay(db, spaceId, day);
  if (found) return found;
  const [recentRows, customs, askedRows] = await Promise.all([
    db
      .select({ bankKey: questionDays.bankKey, customId: questionDays.customId })
      .from(questionDays)
      .where(and(eq(questionDays.spaceId, spaceId), gt(questionDays.day, addDays(day, -QUESTION_REST_DAYS)))),
    db
      .select({ id: questionCustom.id, text: questionCustom.text, category: questionCustom.category })
      .from(questionCustom)
      .where(eq(questionCustom.spaceId, spaceId))
      .orderBy(asc(questionCustom.createdAt), asc(questionCustom.id)),
    db
      .selectDistinct({ customId: questionDays.customId })
      .from(questionDays)
      .where(and(eq(questionDays.spaceId, spaceId), isNotNull(questionDays.customId))),
  ]);
  const recent = new Set(recentRows.flatMap((r) => [r.bankKey, r.customId]).filter((k): k is string => k !== null));
  const picked = pickQuestion({
    seed: `${spaceId}:${day}`,
    bank: QUESTION_BANK,
    customs: customs.map((c) => ({ ...c, category: c.category as QuestionCategory })),
    recent,
    everAsked: new Set(askedRows.map((r) => r.customId!)),
  });
  await db
    .insert(questionDays)
    .values({
      spaceId,
      day,
      text: picked.text,
      category: picked.category,
      bankKey: picked.source === 'bank' ? picked.key : null,
      customId: picked.source === 'custom' ? picked.id : null,
    })
    .onConflictDoNothing();
  return (await findDay(db, spaceId, day))!;
}

export async function answersOf(db: Db, dayIds: string[]): Promise<AnswerRow[]> {
  if (dayIds.length === 0) return [];
  return db
    .select({ dayId: questionAnswers.dayId, userId: questionAnswers.userId, text: questionAnswers.text, updatedAt: questionAnswers.updatedAt })
    .from(questionAnswers)
    .where(inArray(questionAnswers.dayId, dayIds));
}

/** Saves (or, the same day, replaces) a member's answer; true when it is their first of the day. */
export async function saveAnswer(db: Db, a: { spaceId: string; dayId: string; userId: string; text: string; now: Date }): Promise<boolean> {
  const [row] = await db
    .insert(questionAnswers)
    .values({ spaceId: a.spaceId, dayId: a.dayId, userId: a.userId, text: a.text, createdAt: a.now, updatedAt: a.now })
    .onConflictDoUpdate({ target: [questionAnswers.dayId, questionAnswers.userId], set: { text: a.text, updatedAt: a.now } })
    // xmax is 0 on a row this statement inserted, set when it updated one.
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return Boolean(row?.created);
}

/** The space's members, oldest first: whose answers a day waits for. */
export async function spaceMembers(db: Db, spaceId: string) {
  return db.select({ id: users.id, displayName: users.displayName }).from(users).where(eq(users.spaceId, spaceId)).orderBy(asc(users.createdAt), asc(users.id));
}
