import { Star } from 'lucide-react';
import { dailyQuestionMessages as m, type QuestionHistoryItem } from '../../../../shared/daily-question-words';
import { formatTurkishDate } from '../../../../shared/dates';
import { cn } from '../../../ui/cn';
import { AnswerBubble, OtherSide } from './AnswerBubble';
import { CategoryChip } from './CategoryChip';

/** One earlier day: its question and both sides; a day both answered can be the year's question. */
export function HistoryItem({ item, onYearPick, busy }: { item: QuestionHistoryItem; onYearPick: (item: QuestionHistoryItem) => void; busy: boolean }) {
  const { question } = item;
  const year = question.day.slice(0, 4);
  return (
    <li data-testid="history-item" className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200/70 sm:p-5 dark:bg-stone-900 dark:ring-stone-800">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2 text-xs text-stone-500 dark:text-stone-400">
            <time dateTime={question.day}>{formatTurkishDate(question.day)}</time>
            <CategoryChip category={question.category} />
            {item.yearPick && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2.5 py-0.5 font-semibold text-amber-900 dark:bg-amber-400/15 dark:text-amber-200">
                <Star className="h-3 w-3" fill="currentColor" aria-hidden="true" />
                {m.yearPick} {year}
              </span>
            )}
          </div>
          <h3 className="mt-1.5 font-serif text-lg leading-snug font-semibold text-stone-900 dark:text-stone-50">{question.text}</h3>
        </div>
        {item.allAnswered && (
          <button
            type="button"
            aria-pressed={item.yearPick}
            aria-label={item.yearPick ? m.yearPickClear : m.yearPickSet}
            title={item.yearPick ? m.yearPickClear : m.yearPickSet}
            disabled={busy}
            onClick={() => onYearPick(item)}
            className={cn(
              'tap-target inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full transition-colors',
              item.yearPick ? 'text-amber-500 hover:bg-amber-50 dark:hover:bg-stone-800' : 'text-stone-400 hover:bg-stone-100 hover:text-amber-500 dark:text-stone-500 dark:hover:bg-stone-800',
            )}
          >
            <Star className="h-5 w-5" fill={item.yearPick ? 'currentColor' : 'none'} aria-hidden="true" />
          </button>
        )}
      </div>
      <div className="mt-3 grid gap-2 sm:grid-cols-2">
        {item.mine ? (
          <AnswerBubble who={m.you} answer={item.mine} mine />
        ) : (
          <p className="rounded-2xl border border-dashed border-stone-200 px-4 py-3 text-sm text-stone-500 dark:border-stone-700 dark:text-stone-400">
            {m.you}: {m.notAnswered}
          </p>
        )}
        {item.others.map((other) => (
          <OtherSide key={other.member.id} other={other} skipped={!item.mine} />
        ))}
      </div>
    </li>
  );
}
