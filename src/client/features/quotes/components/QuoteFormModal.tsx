import { useState, type FormEvent } from 'react';
import { quoteInput, quotesMessages as m, type Quote, type QuoteInput } from '../../../../shared/quotes';
import { parsedOrToast } from '../../../lib/validate';
import { Modal } from '../../../ui/Modal';
import { TextArea, TextInput } from '../../../ui/Field';
import { FormFooter } from '../../../ui/FormFooter';

/** Add or edit a quote: 'Alıntı Metni', 'Yazar', 'Kaynak' and 'Anonim olarak paylaş'. */
export function QuoteFormModal({
  editing,
  start,
  busy,
  onSubmit,
  onClose,
}: {
  /** The quote being edited, or null to add one. */
  editing: Quote | null;
  /** A new quote's text shared from the phone (the 'Nereye eklensin?' page). */
  start?: { text: string };
  busy: boolean;
  onSubmit: (input: QuoteInput) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(editing?.text ?? start?.text ?? '');
  const [author, setAuthor] = useState(editing && !editing.isAnonymous ? editing.author : '');
  const [source, setSource] = useState(editing?.source ?? '');
  const [isAnonymous, setAnonymous] = useState(editing?.isAnonymous ?? false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { text, author, source, isAnonymous };
    if (parsedOrToast(quoteInput, input) !== undefined) onSubmit(input);
  };

  return (
    <Modal open title={editing ? m.editTitle : m.addTitle} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextArea label={m.text} required rows={4} maxLength={2000} placeholder={m.textPlaceholder} value={text} onChange={(e) => setText(e.target.value)} />
        <TextInput
          label={m.author}
          required={!isAnonymous}
          disabled={isAnonymous}
          maxLength={120}
          placeholder={isAnonymous ? 'Anonim' : m.authorPlaceholder}
          value={isAnonymous ? '' : author}
          onChange={(e) => setAuthor(e.target.value)}
          className="disabled:bg-stone-50 disabled:text-stone-400 dark:disabled:bg-stone-800/60"
        />
        <TextInput label={m.source} maxLength={200} placeholder={m.sourcePlaceholder} value={source} onChange={(e) => setSource(e.target.value)} />
        <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-1 py-1 text-sm text-stone-700 select-none dark:text-stone-300">
          <input
            type="checkbox"
            checked={isAnonymous}
            onChange={(e) => setAnonymous(e.target.checked)}
            className="h-4 w-4 rounded border-stone-300 accent-rose-500"
          />
          {m.anonymous}
        </label>
        <FormFooter cancelLabel={m.cancel} submitLabel={editing ? m.submitEdit : m.submitAdd} onCancel={onClose} busy={busy} />
      </form>
    </Modal>
  );
}
