import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
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

/**
 * A day's question as every read shows it, in one statement: the adder of a custom one (while
 * still in the space) and the day's answers, which present.ts alone hands out. `d` is question_days.
 */
export const dayProjection = sql`d.id, d.day::text as day, d.text, d.category, d.bank_key as "bankKey", d.custom_id as "customId",
  c.added_by as "addedById", u.display_name as "addedByName",
  coalesce((select json_agg(json_build_object('userId', a.user_id, 'text', a.text, 'updatedAt', (extract(epoch from a.updated_at) * 1000)::float8))
            from question_answers a where a.day_id = d.id), '[]'::json) as answers`;
export const dayFrom = sql`question_days d
  left join question_custom c on c.id = d.custom_id
  left join users u on u.id = c.added_by and u.space_id = d.space_id`;

type RawAnswer = { userId: string | null; text: string; updatedAt: number };
export type DayWithAnswers = DayRow & { answers: AnswerRow[] };

/** A row of `dayProjection` in its shape (JSON arrives parsed from node-postgres, as text from PGlite at times). */
export function dayOf(r: DayRow & { answers: RawAnswer[] | string }): DayWithAnswers {
  const answers = (typeof r.answers === 'string' ? JSON.parse(r.answers) : r.answers) as RawAnswer[];
  return { ...r, answers: answers.map((a) => ({ dayId: r.id, userId: a.userId, text: a.text, updatedAt: new Date(Number(a.updatedAt)) })) };
}

/** The day's question of a space with its answers, or null before anyone read it. */
export async function findDay(db: Db, spaceId: string, day: string): Promise<DayWithAnswers | null> {
  const [row] = await rowsOf<DayRow & { answers: RawAnswer[] | string }>(db, sql`select ${dayProjection} from ${dayFrom} where d.space_id = ${spaceId} and d.day = ${day}::date limit 1`);
  return row ? dayOf(row) : null;
}

/**
 * The question of `day`, picked now if nobody has read it yet. Two first reads at once pick alike
 * (the pick is seeded by space and day) and the unique (space, day) keeps one row either way.
 */
export async function ensureDay(db: Db, spaceId: string, day: string): Promise<DayWithAnswers> {
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
