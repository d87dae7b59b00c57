import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionCustom, questionDays, users } from '../../db/schema';
import type { QuestionHistoryPage } from '../../../shared/daily-question-words';
import { containsFolded } from '../../platform/search';
import { answersOf, spaceMembers, type DayRow } from './repo';
import { presentAnswers, presentQuestion } from './present';
import { encodeDayCursor } from './cursor';

/**
 * A search may look into another member's answer only where the viewer answered that day too:
 * otherwise whether a word matched would tell what the hidden answer says.
 */
function matching(viewerId: string, search: string) {
  const visibleAnswer = sql`exists (
    select 1 from question_answers a
    where a.day_id = ${questionDays.id} and ${containsFolded(sql`a.text`, search)}
      and (a.user_id = ${viewerId} or exists (select 1 from question_answers mine where mine.day_id = ${questionDays.id} and mine.user_id = ${viewerId})))`;
  return or(containsFolded(questionDays.text, search), visibleAnswer);
}

/**
 * 'Geçmiş sorular': the days before `today` that someone answered, newest first, keyset-paged by
 * day (the unique (space, day) index, read backwards), optionally searched in the questions and
 * in the answers the viewer may read.
 */
export async function listHistory(
  db: Db,
  spaceId: string,
  viewerId: string,
  today: string,
  q: { search?: string; before: string | null; limit: number },
): Promise<QuestionHistoryPage> {
  const rows = await db
    .select({
      id: questionDays.id,
      day: questionDays.day,
      text: questionDays.text,
      category: questionDays.category,
      bankKey: questionDays.bankKey,
      customId: questionDays.customId,
      addedById: questionCustom.addedBy,
      addedByName: users.displayName,
      yearPick: sql<boolean>`exists (select 1 from question_year_picks p where p.space_id = ${questionDays.spaceId} and p.day_id = ${questionDays.id})`,
    })
    .from(questionDays)
    .leftJoin(questionCustom, eq(questionCustom.id, questionDays.customId))
    .leftJoin(users, and(eq(users.id, questionCustom.addedBy), eq(users.spaceId, questionDays.spaceId)))
    .where(
      and(
        eq(questionDays.spaceId, spaceId),
        lt(questionDays.day, q.before && q.before < today ? q.before : today),
        sql`exists (select 1 from question_answers a where a.day_id = ${questionDays.id})`,
        q.search ? matching(viewerId, q.search) : undefined,
      ),
    )
    .orderBy(desc(questionDays.day))
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const [members, answers] = await Promise.all([spaceMembers(db, spaceId), answersOf(db, page.map((r) => r.id))]);
  return {
    items: page.map((row) => ({
      question: presentQuestion(row as DayRow),
      ...presentAnswers(viewerId, members, answers.filter((a) => a.dayId === row.id)),
      yearPick: Boolean(row.yearPick),
    })),
    nextCursor: rows.length > q.limit ? encodeDayCursor(page[page.length - 1].day) : null,
  };
}
