import { sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client';
import type { QuestionsOfYear } from '../../../shared/daily-question-words';
import type { YearRange } from './list-year';

/**
 * Günün Sorusu's year: the days every member answered, and 'Yılın sorusu' with its answers. The
 * pick reaches a viewer only if they answered that day themselves (the question's own rule: no one
 * reads an answer before giving theirs); each statement reads one index range of the year.
 */
export async function questionsYear(db: Db, r: YearRange, viewerId: string | null): Promise<QuestionsOfYear> {
  const [countRow] = await rowsOf<{ count: number }>(
    db,
    sql`select count(*)::int as count from question_days d
        where d.space_id = ${r.spaceId} and d.day >= ${r.from}::date and d.day < ${r.to}::date
          and (select count(*) from question_answers a where a.day_id = d.id) >= 2
          and not exists (select 1 from users u where u.space_id = d.space_id
                            and not exists (select 1 from question_answers a where a.day_id = d.id and a.user_id = u.id))`,
  );
  const answers = await rowsOf<{ day: string; text: string; name: string; userId: string; answer: string }>(
    db,
    sql`select d.day::text as day, d.text, u.display_name as name, a.user_id as "userId", a.text as answer
        from question_year_picks p
        join question_days d on d.id = p.day_id and d.space_id = p.space_id
        join question_answers a on a.day_id = d.id
        left join users u on u.id = a.user_id and u.space_id = d.space_id
        where p.space_id = ${r.spaceId} and p.year = ${r.year} and u.id is not null
        order by u.created_at, u.id`,
  );
  const visible = answers.length > 0 && (viewerId === null || answers.some((a) => a.userId === viewerId));
  return {
    answeredTogether: countRow?.count ?? 0,
    pick: visible ? { day: answers[0].day, text: answers[0].text, answers: answers.map((a) => ({ name: a.name, text: a.answer })) } : null,
  };
}
