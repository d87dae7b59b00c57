import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, Clock, MessageCircleHeart } from 'lucide-react';
import { dailyQuestionMessages as m } from '../../../../shared/daily-question-words';
import { homeQuestionQuery } from '../api';
import { cardPlaceholder, HomeCard } from './HomeCard';

const chip = 'inline-flex items-center gap-1 rounded-full bg-white/70 px-2.5 py-1 dark:bg-stone-950/40';
const tone = {
  frame: 'min-h-40 from-rose-100 via-rose-50 to-amber-50 ring-rose-100 dark:from-rose-950/60 dark:via-stone-900 dark:to-stone-900 dark:ring-stone-800',
  heading: 'text-rose-700 dark:text-rose-300',
  arrow: 'text-rose-600 dark:text-rose-300',
};

/** 'Günün Sorusu' → /soru: the day's question and who has answered (never what). */
export function QuestionCard() {
  const { data } = useQuery(homeQuestionQuery);
  return (
    <HomeCard to="/soru" testId="home-question" icon={MessageCircleHeart} title={m.title} tone={tone}>
      {data ? (
        <>
          <span className="line-clamp-3 font-serif text-xl leading-snug font-semibold text-stone-900 dark:text-stone-50">{data.question.text}</span>
          <span className="mt-auto flex flex-wrap gap-2 text-xs font-medium text-stone-700 dark:text-stone-200" data-testid="home-question-status">
            <span className={chip}>
              {data.mine ? (
                <CheckCircle2 className="h-3.5 w-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />
              ) : (
                <Clock className="h-3.5 w-3.5" aria-hidden="true" />
              )}
              {data.mine ? m.homeMineSent : m.homeMineWaiting}
            </span>
            {data.others.map((o) => (
              <span key={o.member.id} className={chip}>
                {o.answered && <CheckCircle2 className="h-3.5 w-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" />}
                {o.answered ? m.homeOtherAnswered(o.member.displayName) : m.homeOtherWaiting(o.member.displayName)}
              </span>
            ))}
          </span>
        </>
      ) : (
        cardPlaceholder
      )}
    </HomeCard>
  );
}
