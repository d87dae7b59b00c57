import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { QuestionHistoryPage } from '../../../shared/daily-question-words';
import { containsFolded } from '../../platform/search';
import { dayFrom, dayOf, dayProjection, spaceMembers, type DayRow } from './repo';
import { presentAnswers, presentQuestion } from './present';
import { encodeDayCursor } from './cursor';

/**
 * A search may look into another member's answer only where the viewer answered that day too:
 * otherwise whether a word matched would tell what the hidden answer says.
 */
function matching(viewerId: string, search: string) {
  return sql`and (${containsFolded(sql`d.text`, search)} or exists (
    select 1 from question_answers a
    where a.day_id = d.id and ${containsFolded(sql`a.text`, search)}
      and (a.user_id = ${viewerId} or exists (select 1 from question_answers mine where mine.day_id = d.id and mine.user_id = ${viewerId}))))`;
}

/**
 * 'Geçmiş sorular': the days before `today` that someone answered, newest first, keyset-paged by
 * day (the unique (space, day) index, read backwards), optionally searched in the questions and
 * in the answers the viewer may read. One statement for the page with its answers, one for the
 * members.
 */
export async function listHistory(
  db: Db,
  spaceId: string,
  viewerId: string,
  today: string,
  q: { search?: string; before: string | null; limit: number },
): Promise<QuestionHistoryPage> {
  const before = q.before && q.before < today ? q.before : today;
  const rows = await rowsOf<Parameters<typeof dayOf>[0] & { yearPick: boolean }>(
    db,
    sql`select ${dayProjection},
          exists (select 1 from question_year_picks p where p.space_id = d.space_id and p.day_id = d.id) as "yearPick"
        from ${dayFrom}
        where d.space_id = ${spaceId} and d.day < ${before}::date
          and exists (select 1 from question_answers a where a.day_id = d.id)
          ${q.search ? matching(viewerId, q.search) : sql``}
        order by d.day desc
        limit ${q.limit + 1}`,
  );
  const page = rows.slice(0, q.limit);
  const members = await spaceMembers(db, spaceId);
  return {
    items: page.map((row) => {
      const day = dayOf(row);
      return { question: presentQuestion(day as DayRow), ...presentAnswers(viewerId, members, day.answers), yearPick: Boolean(row.yearPick) };
    }),
    nextCursor: rows.length > q.limit ? encodeDayCursor(page[page.length - 1].day) : null,
  };
}
