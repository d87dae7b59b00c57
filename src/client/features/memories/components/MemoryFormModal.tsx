import { useState, type FormEvent } from 'react';
import { MEMORY_MAX_PHOTOS, memoriesFormMessages as f, memoriesMessages as m, memoryCategories, memoryCategoryLabels, memoryInput, type Memory, type MemoryCategory, type MemoryInput } from '../../../../shared/memories';
import { parsedOrToast } from '../../../lib/validate';
import { Modal } from '../../../ui/Modal';
import { Field, TextArea, TextInput, inputClass } from '../../../ui/Field';
import { FormFooter } from '../../../ui/FormFooter';
import { cn } from '../../../ui/cn';
import { EmojiPicker } from './EmojiPicker';
import { PhotoField } from '../../../ui/PhotoField';
import { categoryIcons } from './category-icons';

const memoryPhotoLimit = { max: MEMORY_MAX_PHOTOS, get tooMany() { return m.tooManyPhotos; } };

/** What a new memory starts with when it comes from the phone's share sheet (photos already checked). */
export interface MemoryFormStart {
  title: string;
  description: string;
  added: File[];
}

export interface MemoryFormResult {
  input: MemoryInput;
  /** New files to upload, in the order chosen. */
  added: File[];
  /** Photos of the edited memory to remove. */
  removed: string[];
}

/**
 * Add or edit a memory: title with an emoji picker, category tiles, date (today by default),
 * photos and a note. The modal is mounted afresh each time it opens, so after a save or a close
 * the next one starts from today and empty fields (or with what was shared: `start`).
 */
export function MemoryFormModal({
  editing,
  start,
  today,
  busy,
  onSubmit,
  onClose,
}: {
  editing: Memory | null;
  start?: MemoryFormStart;
  today: string;
  busy: boolean;
  onSubmit: (result: MemoryFormResult) => void;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(editing?.title ?? start?.title ?? '');
  const [category, setCategory] = useState<MemoryCategory>(editing?.category ?? 'special-days');
  const [date, setDate] = useState(editing?.date ?? today);
  const [description, setDescription] = useState(editing?.description ?? start?.description ?? '');
  const [removed, setRemoved] = useState<string[]>([]);
  const [added, setAdded] = useState<File[]>(start?.added ?? []);
  const kept = (editing?.photos ?? []).filter((p) => !removed.includes(p.id));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = { title, category, date, description };
    if (parsedOrToast(memoryInput, input) !== undefined) onSubmit({ input, added, removed });
  };

  return (
    <Modal open title={editing ? f.editTitle : f.addTitle} onClose={onClose} size="lg">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <Field label={f.fieldTitle}>
          {(id) => (
            <div className="flex items-center gap-2">
              <input id={id} className={inputClass} required maxLength={120} placeholder={f.titlePlaceholder} value={title} onChange={(e) => setTitle(e.target.value)} />
              <EmojiPicker onPick={(emoji) => setTitle((t) => (t && !t.endsWith(' ') ? `${t} ${emoji}` : `${t}${emoji}`))} />
            </div>
          )}
        </Field>

        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-stone-700 dark:text-stone-300">{f.category}</legend>
          <div className="grid grid-cols-3 gap-2">
            {memoryCategories.map((c) => {
              const Icon = categoryIcons[c];
              const selected = c === category;
              return (
                <button
                  key={c}
                  type="button"
                  aria-pressed={selected}
                  onClick={() => setCategory(c)}
                  className={cn(
                    'flex flex-col items-center gap-1 rounded-xl px-2 py-2.5 text-xs font-medium ring-1 transition',
                    selected
                      ? 'bg-rose-50 text-rose-700 ring-2 ring-rose-400 dark:bg-rose-950/50 dark:text-rose-200 dark:ring-rose-500'
                      : 'text-stone-600 ring-stone-200 hover:bg-stone-50 dark:text-stone-300 dark:ring-stone-700 dark:hover:bg-stone-800',
                  )}
                >
                  <Icon className="h-5 w-5" aria-hidden="true" />
                  {memoryCategoryLabels[c]}
                </button>
              );
            })}
          </div>
        </fieldset>

        <TextInput label={f.date} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
        <PhotoField kept={kept} added={added} limit={memoryPhotoLimit} onRemoveKept={(id) => setRemoved((r) => [...r, id])} onChangeAdded={setAdded} />
        <TextArea label={f.note} rows={3} maxLength={2000} placeholder={f.notePlaceholder} value={description} onChange={(e) => setDescription(e.target.value)} />
        <FormFooter cancelLabel={f.cancel} submitLabel={editing ? f.submitEdit : f.submitAdd} onCancel={onClose} busy={busy} />
      </form>
    </Modal>
  );
}
