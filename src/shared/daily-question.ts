import { z, isoDate } from './validation';
import {
  ANSWER_MAX,
  CUSTOM_QUESTION_MAX,
  CUSTOM_QUESTION_MIN,
  HISTORY_PAGE_MAX,
  HISTORY_PAGE_SIZE,
  HISTORY_SEARCH_MAX,
  dailyQuestionMessages as m,
  questionCategories,
} from './daily-question-words';

export * from './daily-question-words';

/**
 * Günün Sorusu's contract (issue 36):
 *   GET    /api/daily-question/today            → QuestionToday (the day's question is picked at the first read)
 *   PUT    /api/daily-question/answer           { day, text } → QuestionToday (only today's day; edits the same day)
 *   GET    /api/daily-question/history          ?q=&cursor=&limit= → QuestionHistoryPage (earlier days, newest first)
 *   GET    /api/daily-question/custom           → { questions: CustomQuestion[] }
 *   POST   /api/daily-question/custom           { text, category } → 201 { question }
 *   DELETE /api/daily-question/custom/:id       → { ok } (only its adder)
 *   PUT    /api/daily-question/year-pick        { day } → { year, day } (a day both answered)
 *   DELETE /api/daily-question/year-pick/:year  → { ok }
 */

export const answerInput = z.object({
  day: isoDate,
  text: z.string({ error: () => m.answerRequired }).trim().min(1, { error: () => m.answerRequired }).max(ANSWER_MAX, { error: () => m.answerMax }),
});
export type AnswerInput = z.input<typeof answerInput>;

export const customQuestionInput = z.object({
  text: z
    .string({ error: () => m.customLength })
    .trim()
    .min(CUSTOM_QUESTION_MIN, { error: () => m.customLength })
    .max(CUSTOM_QUESTION_MAX, { error: () => m.customLength }),
  category: z.enum(questionCategories, { error: () => m.customCategoryInvalid }),
});
export type CustomQuestionInput = z.input<typeof customQuestionInput>;

export const historyQuery = z.object({
  q: z.string().trim().max(HISTORY_SEARCH_MAX).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(HISTORY_PAGE_MAX).optional().default(HISTORY_PAGE_SIZE),
});

export const yearPickInput = z.object({ day: isoDate });
