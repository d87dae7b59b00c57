import { useState, type FormEvent } from 'react';
import { Send } from 'lucide-react';
import { ANSWER_MAX, dailyQuestionMessages as m } from '../../../../shared/daily-question-words';
import { parsedLaterOrToast, warmChecks } from '../../../lib/validate-later';
import { Button } from '../../../ui/Button';
import { Field, inputClass } from '../../../ui/Field';
import { cn } from '../../../ui/cn';

const schema = () => import('../../../../shared/daily-question').then((s) => s.answerInput);

/** 'Cevabınız' and 'Cevabımı gönder' (or, the same day, 'Cevabımı güncelle' with the earlier words). */
export function AnswerForm({
  day,
  initial = '',
  busy,
  onSend,
  onCancel,
}: {
  day: string;
  initial?: string;
  busy: boolean;
  onSend: (input: { day: string; text: string }) => void;
  onCancel?: () => void;
}) {
  const [text, setText] = useState(initial);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = await parsedLaterOrToast(schema, { day, text });
    if (parsed) onSend(parsed);
  };
  return (
    <form onSubmit={submit} onFocus={() => warmChecks(schema)} className="space-y-3" noValidate>
      <Field label={m.answerLabel} hint={`${text.length}/${ANSWER_MAX}`}>
        {(id) => (
          <textarea
            id={id}
            rows={4}
            maxLength={ANSWER_MAX}
            placeholder={m.answerPlaceholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            className={cn(inputClass, 'resize-y leading-relaxed')}
          />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-end gap-2">
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {m.cancel}
          </Button>
        )}
        <Button type="submit" disabled={busy} icon={<Send className="h-4 w-4" aria-hidden="true" />}>
          {initial ? m.update : m.submit}
        </Button>
      </div>
    </form>
  );
}
