import { defineFeature } from './feature';

/** Günün Sorusu (issue 36): one question a day for both, answers shown once both have answered. */
export const dailyQuestionFeature = defineFeature({
  name: 'daily-question',
  topics: ['daily-question'],
  api: '/api/daily-question',
  pages: [
    {
      path: '/soru',
      module: 'src/client/features/daily-question/QuestionPage.tsx',
      // Today's question on top and the first page of 'Geçmiş sorular' under it.
      firstRead: ['/api/daily-question/today', '/api/daily-question/history'],
      tour: { name: 'günün sorusu', heading: 'Günün Sorusu', first: 'question-today', add: { name: 'soru ekle', button: 'Kendi sorunuzu ekleyin' } },
    },
  ],
  // Custom questions first: a day may name one; answers and the year's pick name a day.
  exportKinds: ['question-custom', 'question-days', 'question-answers', 'question-year-picks'],
  // The day's question for the shell offline; the history is searched, and searches are never cached.
  offline: { reads: ['/api/daily-question/today'] },
});
