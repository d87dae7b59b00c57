import { MessageCircleHeart } from 'lucide-react';
import { dailyQuestionMessages as q, type QuestionsOfYear } from '../../../../shared/daily-question-words';
import { formatTurkishDate } from '../../../../shared/dates';
import { BigFigure, Muted, Section } from './Section';

/** Günün Sorusu's year: how many questions both answered, and 'Yılın sorusu' with both answers. */
export function QuestionsSection({ questions }: { questions: QuestionsOfYear }) {
  const { pick } = questions;
  return (
    <Section id="questions" title={q.title} icon={<MessageCircleHeart className="h-4 w-4" />}>
      <BigFigure testId="yil-questions-count">{q.yearCount(questions.answeredTogether)}</BigFigure>
      {pick ? (
        <div data-testid="yil-question-pick" className="space-y-4">
          <div>
            <h3 className="text-xs font-semibold tracking-wide text-amber-700 uppercase dark:text-amber-300">{q.yearPick}</h3>
            <p className="mt-1 font-serif text-2xl leading-snug font-semibold text-stone-900 dark:text-stone-50">{pick.text}</p>
            <Muted>{formatTurkishDate(pick.day)}</Muted>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            {pick.answers.map((a) => (
              <figure key={a.name} className="rounded-2xl bg-rose-50 px-4 py-3 ring-1 ring-rose-100 dark:bg-rose-950/40 dark:ring-rose-900/60">
                <figcaption className="text-xs font-semibold tracking-wide text-stone-600 uppercase dark:text-stone-300">{a.name}</figcaption>
                <blockquote className="mt-1 leading-relaxed whitespace-pre-line text-stone-800 dark:text-stone-100">{a.text}</blockquote>
              </figure>
            ))}
          </div>
        </div>
      ) : (
        questions.answeredTogether > 0 && <Muted>{q.yearNoPick}</Muted>
      )}
    </Section>
  );
}
