import type { DayQuestion, OtherAnswer, QuestionAnswer } from '../../../shared/daily-question-words';
import type { AnswerRow, DayRow } from './repo';

export const presentQuestion = (row: DayRow): DayQuestion => ({
  day: row.day,
  text: row.text,
  category: row.category,
  // Not from the bank: the couple wrote it (its adder is gone once the question or the account is).
  custom: row.bankKey === null ? { addedBy: row.addedById && row.addedByName ? { id: row.addedById, displayName: row.addedByName } : null } : null,
});

const answerOf = (row: AnswerRow): QuestionAnswer => ({ text: row.text, updatedAt: row.updatedAt.toISOString() });

/**
 * The one place an answer's text is handed to a viewer (today, the history, Yılımız' pick goes
 * through days both answered): the viewer's own, and another member's only once the viewer's own
 * answer of that day is saved. Before that, only that they answered.
 */
export function presentAnswers(viewerId: string, members: { id: string; displayName: string }[], answers: AnswerRow[]) {
  const mineRow = answers.find((a) => a.userId === viewerId) ?? null;
  const others: OtherAnswer[] = members
    .filter((m) => m.id !== viewerId)
    .map((m) => {
      const row = answers.find((a) => a.userId === m.id);
      return { member: { id: m.id, displayName: m.displayName }, answered: Boolean(row), answer: row && mineRow ? answerOf(row) : null };
    });
  return { mine: mineRow ? answerOf(mineRow) : null, others, allAnswered: Boolean(mineRow) && others.every((o) => o.answered) };
}
