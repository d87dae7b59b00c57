import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionCustom, questionDays, questionYearPicks, users } from '../../db/schema';
import type { CustomQuestion, QuestionCategory } from '../../../shared/daily-question-words';
import { foldForSearch } from '../../../shared/search-fold';
import { adderColumns, adderJoin, adderOf, ownedRepo } from '../../platform/owned-records';

/** Insert and delete of the couple's own questions: the owned-record kit. */
export const customRepo = ownedRepo(questionCustom);

/** The couple's own questions, oldest first, each with whether it has been asked. */
export async function listCustom(db: Db, spaceId: string, id?: string): Promise<CustomQuestion[]> {
  const rows = await db
    .select({
      id: questionCustom.id,
      text: questionCustom.text,
      category: questionCustom.category,
      createdAt: questionCustom.createdAt,
      ...adderColumns(questionCustom.addedBy),
      asked: sql<boolean>`exists (select 1 from question_days d where d.custom_id = ${questionCustom.id})`,
    })
    .from(questionCustom)
    .leftJoin(users, adderJoin(questionCustom))
    .where(and(eq(questionCustom.spaceId, spaceId), id ? eq(questionCustom.id, id) : undefined))
    .orderBy(asc(questionCustom.createdAt), asc(questionCustom.id));
  return rows.map((r) => ({
    id: r.id,
    text: r.text,
    category: r.category as QuestionCategory,
    addedBy: adderOf(r),
    createdAt: r.createdAt.toISOString(),
    asked: Boolean(r.asked),
  }));
}

/** How many the space holds, and whether the same words are already among them (case and i-dots aside). */
export async function customStanding(db: Db, spaceId: string, text: string) {
  const rows = await db.select({ text: questionCustom.text }).from(questionCustom).where(eq(questionCustom.spaceId, spaceId));
  const folded = foldForSearch(text);
  return { count: rows.length, duplicate: rows.some((r) => foldForSearch(r.text) === folded) };
}

/** A day of the space at or before `today` that every current member answered, or null. */
export async function answeredByAll(db: Db, spaceId: string, day: string, today: string) {
  if (day > today) return null;
  const [row] = await db
    .select({ id: questionDays.id })
    .from(questionDays)
    .where(
      and(
        eq(questionDays.spaceId, spaceId),
        eq(questionDays.day, day),
        sql`not exists (select 1 from users u where u.space_id = ${spaceId}
              and not exists (select 1 from question_answers a where a.day_id = ${questionDays.id} and a.user_id = u.id))`,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** 'Yılın sorusu' of the day's year becomes this day (one a year per space). */
export async function setYearPick(db: Db, spaceId: string, dayId: string, year: number, userId: string, now: Date) {
  await db
    .insert(questionYearPicks)
    .values({ spaceId, year, dayId, chosenBy: userId, createdAt: now })
    .onConflictDoUpdate({ target: [questionYearPicks.spaceId, questionYearPicks.year], set: { dayId, chosenBy: userId, createdAt: now } });
}

export async function clearYearPick(db: Db, spaceId: string, year: number) {
  await db.delete(questionYearPicks).where(and(eq(questionYearPicks.spaceId, spaceId), eq(questionYearPicks.year, year)));
}
