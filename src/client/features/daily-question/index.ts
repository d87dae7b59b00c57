import { MessageCircleHeart } from 'lucide-react';
import { dailyQuestionFeature } from '../../../shared/features/daily-question';
import { dailyQuestionMessages as m } from '../../../shared/daily-question-words';
import { defineClientFeature } from '../../app/feature';
import { lazyPage } from '../../app/lazy-page';

export const dailyQuestionClient = defineClientFeature(dailyQuestionFeature, {
  '/soru': { Page: lazyPage(() => import('./QuestionPage')), menu: { label: m.menu, icon: MessageCircleHeart } },
});
