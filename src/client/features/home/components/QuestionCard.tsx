import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, ChevronRight, Clock, MessageCircleHeart } from 'lucide-react';
import { Link } from '../../../lib/router';
import { dailyQuestionMessages as m } from '../../../../shared/daily-question-words';
import { homeQuestionQuery } from '../api';

const chip = 'inline-flex items-center gap-1 rounded-full bg-white/70 px-2.5 py-1 dark:bg-stone-950/40';

/** 'Günün Sorusu' → /soru: the day's question and who has answered (never what). */
export function QuestionCard() {
  const { data } = useQuery(homeQuestionQuery);
  return (
    <Link
      to="/soru"
      data-testid="home-question"
      className="group flex min-h-40 flex-col gap-3 rounded-2xl bg-gradient-to-br from-rose-100 via-rose-50 to-amber-50 p-5 shadow-sm ring-1 ring-rose-100 transition hover:-translate-y-0.5 hover:shadow-md dark:from-rose-950/60 dark:via-stone-900 dark:to-stone-900 dark:ring-stone-800"
    >
      <span className="flex items-center justify-between gap-2">
        <span className="flex items-center gap-2 text-sm font-semibold tracking-wide text-rose-700 uppercase dark:text-rose-300">
          <MessageCircleHeart className="h-4 w-4" aria-hidden="true" />
          {m.title}
        </span>
        <ChevronRight className="h-5 w-5 text-rose-600 transition-transform group-hover:translate-x-0.5 dark:text-rose-300" aria-hidden="true" />
      </span>
      {data ? (
        <>
          <span className="line-clamp-3 font-serif text-xl leading-snug font-semibold text-stone-900 dark:text-stone-50">{data.question.text}</span>
          <span className="mt-auto flex flex-wrap gap-2 text-xs font-medium text-stone-700 dark:text-stone-200" data-testid="home-question-status">
            <span className={chip}>
              {data.mine ? <CheckCircle2 className="h-3.5 w-3.5 text-emerald-600 dark:text-emerald-400" aria-hidden="true" /> : <Clock className="h-3.5 w-3.5" aria-hidden="true" />}
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
        <span className="h-14 animate-pulse rounded-xl bg-white/60 dark:bg-stone-800/60" aria-hidden="true" />
      )}
    </Link>
  );
}
