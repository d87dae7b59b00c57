import { questionCategoryLabels, type QuestionCategory } from '../../../../shared/daily-question-words';
import { cn } from '../../../ui/cn';

const tones: Record<QuestionCategory, string> = {
  anilar: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-200',
  hayaller: 'bg-sky-100 text-sky-900 dark:bg-sky-400/15 dark:text-sky-200',
  eglence: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-400/15 dark:text-emerald-200',
  biz: 'bg-rose-100 text-rose-900 dark:bg-rose-400/15 dark:text-rose-200',
};

/** The question's category ('Anılar', 'Hayaller', 'Eğlence', 'Biz') as a small coloured chip. */
export function CategoryChip({ category, className }: { category: QuestionCategory; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[category], className)}>{questionCategoryLabels[category]}</span>;
}
