import { useState } from 'react';
import { Heart, PenLine } from 'lucide-react';
import { dailyQuestionMessages as m, type QuestionToday } from '../../../../shared/daily-question-words';
import { formatTurkishDate } from '../../../../shared/dates';
import { Button } from '../../../ui/Button';
import { AnswerBubble, OtherSide } from './AnswerBubble';
import { AnswerForm } from './AnswerForm';
import { CategoryChip } from './CategoryChip';

/** Today's question, my answer (editable until the day ends) and the partner's side of it. */
export function TodayCard({
  today,
  busy,
  onSend,
}: {
  today: QuestionToday;
  busy: boolean;
  /** `done` runs once the answer is saved (the form then closes). */
  onSend: (input: { day: string; text: string }, done: () => void) => void;
}) {
  const [editing, setEditing] = useState(false);
  const { question, mine } = today;
  return (
    <section
      data-testid="question-today"
      aria-labelledby="question-today-text"
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-stone-200/70 dark:bg-stone-900 dark:ring-stone-800"
    >
      <div className="bg-gradient-to-br from-rose-50 via-amber-50 to-white px-5 pt-5 pb-6 sm:px-7 dark:from-rose-950/50 dark:via-stone-900 dark:to-stone-900">
        <div className="flex flex-wrap items-center gap-2 text-sm text-stone-500 dark:text-stone-400">
          <CategoryChip category={question.category} />
          <time dateTime={question.day}>{formatTurkishDate(question.day, { weekday: true })}</time>
          {question.custom?.addedBy && <span>{m.customBy(question.custom.addedBy.displayName)}</span>}
        </div>
        <p id="question-today-text" className="mt-3 font-serif text-2xl leading-snug font-semibold text-stone-900 sm:text-3xl dark:text-stone-50">
          {question.text}
        </p>
      </div>
      <div className="space-y-4 px-5 py-5 sm:px-7">
        {mine && !editing ? (
          <div className="space-y-2">
            <AnswerBubble who={m.you} answer={mine} mine />
            <div className="flex items-center justify-between gap-2">
              <p className="text-xs text-stone-500 dark:text-stone-400">{m.editableToday}</p>
              <Button variant="ghost" icon={<PenLine className="h-4 w-4" aria-hidden="true" />} onClick={() => setEditing(true)}>
                {m.edit}
              </Button>
            </div>
          </div>
        ) : (
          <AnswerForm
            key={mine?.updatedAt ?? 'new'}
            day={question.day}
            initial={mine?.text}
            busy={busy}
            onSend={(input) => onSend(input, () => setEditing(false))}
            onCancel={mine ? () => setEditing(false) : undefined}
          />
        )}
        {today.others.map((other) => (
          <OtherSide key={other.member.id} other={other} />
        ))}
        {today.allAnswered && (
          <p data-testid="both-answered" className="flex items-center gap-2 text-sm font-medium text-rose-700 dark:text-rose-300">
            <Heart className="h-4 w-4" fill="currentColor" aria-hidden="true" />
            {m.bothAnswered}
          </p>
        )}
      </div>
    </section>
  );
}
