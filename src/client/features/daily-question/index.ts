import { MessageCircleHeart } from 'lucide-react';
import { dailyQuestionFeature } from '../../../shared/features/daily-question';
import { dailyQuestionMenu } from '../../../shared/daily-question-menu';
import { defineClientFeature } from '../../lib/client-feature';
import { lazyPage } from '../../lib/lazy-page';

export const dailyQuestionClient = defineClientFeature(dailyQuestionFeature, {
  '/soru': { Page: lazyPage(() => import('./QuestionPage')), menu: { label: dailyQuestionMenu, icon: MessageCircleHeart } },
});
