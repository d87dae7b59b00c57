import { useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { CUSTOM_QUESTION_MAX, customQuestionInput, dailyQuestionMessages as m, questionCategories, questionCategoryLabels, type CustomQuestion, type QuestionCategory } from '../../../../shared/daily-question';
import { toast } from '../../../lib/toast';
import { parsedOrToast } from '../../../lib/validate';
import { IconButton } from '../../../ui/Button';
import { FormFooter } from '../../../ui/FormFooter';
import { Modal } from '../../../ui/Modal';
import { Select, TextArea } from '../../../ui/Field';
import { Spinner } from '../../../ui/Spinner';
import { errorText } from '../../../ui/error-text';
import { useDeleteWithConfirm } from '../../../ui/use-delete-with-confirm';
import { addCustomQuestion, customQuery, deleteCustomQuestion } from '../api';
import { CategoryChip } from './CategoryChip';

/** 'Kendi sorunuzu ekleyin': a question of their own joins the rotation; the list shows theirs. */
export function CustomQuestionsModal({ meId, onClose }: { meId: string; onClose: () => void }) {
  const client = useQueryClient();
  const questions = useQuery(customQuery);
  const [text, setText] = useState('');
  const [category, setCategory] = useState<QuestionCategory>('biz');
  const adding = useMutation({
    mutationFn: addCustomQuestion,
    onSuccess: () => {
      toast.success(m.customAdded);
      setText('');
      void client.invalidateQueries({ queryKey: ['daily-question', 'custom'] });
    },
    onError: (error) => toast.error(errorText(error, m.customFailed)),
  });
  const deletion = useDeleteWithConfirm<CustomQuestion>({
    remove: deleteCustomQuestion,
    refresh: ['daily-question', 'custom'],
    texts: { confirm: m.customDeleteConfirm, deleted: m.customDeleted, failed: m.customDeleteFailed },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parsedOrToast(customQuestionInput, { text, category });
    if (parsed) adding.mutate(parsed);
  };
  return (
    <Modal open title={m.custom} onClose={onClose} size="lg">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextArea label={m.customLabel} rows={2} maxLength={CUSTOM_QUESTION_MAX} placeholder={m.customPlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
        <Select label={m.customCategory} value={category} onChange={(e) => setCategory(e.target.value as QuestionCategory)}>
          {questionCategories.map((c) => (
            <option key={c} value={c}>
              {questionCategoryLabels[c]}
            </option>
          ))}
        </Select>
        <FormFooter cancelLabel={m.cancel} submitLabel={m.customAdd} onCancel={onClose} busy={adding.isPending} />
      </form>
      <section aria-labelledby="custom-list" className="mt-6 border-t border-stone-100 pt-4 dark:border-stone-800">
        <h3 id="custom-list" className="mb-2 text-sm font-semibold tracking-wide text-stone-500 uppercase dark:text-stone-400">
          {m.customList}
        </h3>
        {questions.isPending ? (
          <Spinner className="py-4" />
        ) : (questions.data ?? []).length === 0 ? (
          <p className="text-sm text-stone-500 dark:text-stone-400">{m.customEmpty}</p>
        ) : (
          <ul className="space-y-2" data-testid="custom-questions">
            {questions.data!.map((q) => (
              <li key={q.id} className="flex items-start justify-between gap-3 rounded-xl bg-stone-50 px-3 py-2 dark:bg-stone-800/70">
                <div className="min-w-0">
                  <p className="text-sm text-stone-800 dark:text-stone-100">{q.text}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-stone-500 dark:text-stone-400">
                    <CategoryChip category={q.category} />
                    {q.addedBy && m.customBy(q.addedBy.displayName)} · {q.asked ? m.customAsked : m.customWaiting}
                  </p>
                </div>
                {q.addedBy?.id === meId && (
                  <IconButton label={m.customDelete} onClick={() => deletion.ask(q)}>
                    <Trash2 className="h-4 w-4" />
                  </IconButton>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
      {deletion.dialog}
    </Modal>
  );
}
