import { Lock } from 'lucide-react';
import { dailyQuestionMessages as m, type OtherAnswer, type QuestionAnswer } from '../../../../shared/daily-question-words';
import { cn } from '../../../ui/cn';

/** One answer as a soft speech bubble: whose it is, then the words as they were written. */
export function AnswerBubble({ who, answer, mine = false }: { who: string; answer: QuestionAnswer; mine?: boolean }) {
  return (
    <figure
      data-testid={mine ? 'my-answer' : 'other-answer'}
      className={cn(
        'rounded-2xl px-4 py-3',
        mine ? 'bg-rose-50 ring-1 ring-rose-100 dark:bg-rose-950/40 dark:ring-rose-900/60' : 'bg-stone-50 ring-1 ring-stone-200/70 dark:bg-stone-800/70 dark:ring-stone-700',
      )}
    >
      <figcaption className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">{who}</figcaption>
      <blockquote className="mt-1 leading-relaxed break-words whitespace-pre-line text-stone-800 dark:text-stone-100">{answer.text}</blockquote>
    </figure>
  );
}

/**
 * Another member's side of a day: their words once mine are in, otherwise only whether they
 * answered (the server sends nothing more before that).
 */
export function OtherSide({ other, skipped = false }: { other: OtherAnswer; skipped?: boolean }) {
  const name = other.member.displayName;
  if (other.answer) return <AnswerBubble who={name} answer={other.answer} />;
  const text = !other.answered ? m.waiting(name) : skipped ? m.skippedHidden(name) : m.answeredHidden(name);
  return (
    <p data-testid="other-waiting" className="flex items-start gap-2 rounded-2xl border border-dashed border-stone-200 px-4 py-3 text-sm text-stone-500 dark:border-stone-700 dark:text-stone-400">
      {other.answered && <Lock className="mt-0.5 h-4 w-4 shrink-0 text-rose-500 dark:text-rose-300" aria-hidden="true" />}
      {text}
    </p>
  );
}
