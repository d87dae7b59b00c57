import { eq } from 'drizzle-orm';
import { dailyQuestionFeature } from '../../../shared/features/daily-question';
import { questionAnswers, questionCustom, questionDays, questionYearPicks } from '../../db/schema';
import { defineServerFeature } from '../../platform/feature';
import { dailyQuestionRoutes } from './routes';
import { dailyQuestionSeed } from './seed';
import { questionReminderNudge } from './nudge';

export const dailyQuestionServer = defineServerFeature(dailyQuestionFeature, {
  routes: [dailyQuestionRoutes],
  seed: dailyQuestionSeed,
  nudges: [questionReminderNudge],
  exports: () => ({
    'question-custom': { table: questionCustom, where: (s) => eq(questionCustom.spaceId, s), orderBy: [questionCustom.id] },
    'question-days': { table: questionDays, where: (s) => eq(questionDays.spaceId, s), orderBy: [questionDays.id] },
    'question-answers': { table: questionAnswers, where: (s) => eq(questionAnswers.spaceId, s), orderBy: [questionAnswers.id] },
    'question-year-picks': { table: questionYearPicks, where: (s) => eq(questionYearPicks.spaceId, s), orderBy: [questionYearPicks.year] },
  }),
});
