import { useState, type FormEvent } from 'react';
import { Stamp } from 'lucide-react';
import { CAPSULE_BODY_MAX, CAPSULE_MAX_PHOTOS, CAPSULE_TITLE_MAX, capsuleInput, capsuleMessages as m, openDateRange, quickOpenDates } from '../../../../shared/capsules';
import { formatTurkishDate } from '../../../../shared/dates';
import { groupDigits } from '../../../../shared/dates';
import { toast } from '../../../lib/toast';
import { parsedOrToast } from '../../../lib/validate';
import { Button } from '../../../ui/Button';
import { Field, TextInput, inputClass } from '../../../ui/Field';
import { Modal } from '../../../ui/Modal';
import { PhotoField } from '../../../ui/PhotoField';
import { cn } from '../../../ui/cn';

export interface CapsuleFormResult {
  input: { title: string; body: string; openDate: string };
  photos: File[];
}

const limit = { max: CAPSULE_MAX_PHOTOS, get tooMany() { return m.tooManyPhotos; } };

/**
 * 'Yeni kapsül': a title, the letter, up to ten photos and the opening day (tomorrow to 25 years
 * on, with the couple's own quick choices), then 'Mühürle'. The days are the space's, from the
 * server's today, so a phone whose clock is off still offers the right ones.
 */
export function CapsuleFormModal({ today, togetherSince, busy, onSubmit, onClose }: { today: string; togetherSince: string; busy: boolean; onSubmit: (r: CapsuleFormResult) => void; onClose: () => void }) {
  const range = openDateRange(today);
  const quick = quickOpenDates(togetherSince, today);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [openDate, setOpenDate] = useState(quick[0]?.date ?? range.min);
  const [photos, setPhotos] = useState<File[]>([]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = parsedOrToast(capsuleInput, { title, body, openDate });
    if (!input) return;
    if (input.openDate < range.min || input.openDate > range.max) return void toast.error(m.dateRange);
    onSubmit({ input, photos });
  };

  return (
    <Modal open title={m.addTitle} onClose={onClose} size="lg">
      <form onSubmit={submit} className="space-y-5" noValidate>
        <TextInput label={m.fieldTitle} required maxLength={CAPSULE_TITLE_MAX} placeholder={m.titlePlaceholder} value={title} onChange={(e) => setTitle(e.target.value)} />
        <Field label={m.body} hint={`${groupDigits(body.length)}/${groupDigits(CAPSULE_BODY_MAX)}`}>
          {(id) => (
            <textarea id={id} rows={7} maxLength={CAPSULE_BODY_MAX} placeholder={m.bodyPlaceholder} value={body} onChange={(e) => setBody(e.target.value)} className={cn(inputClass, 'resize-y font-serif text-lg leading-relaxed')} />
          )}
        </Field>
        <PhotoField added={photos} limit={limit} onChangeAdded={setPhotos} />
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-stone-700 dark:text-stone-300">{m.openDate}</legend>
          <div className="flex flex-wrap gap-2">
            {quick.map((q) => (
              <button
                key={q.label}
                type="button"
                aria-pressed={openDate === q.date}
                onClick={() => setOpenDate(q.date)}
                className={cn(
                  'tap-target rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition',
                  openDate === q.date
                    ? 'bg-rose-50 text-rose-800 ring-2 ring-rose-400 dark:bg-rose-950/50 dark:text-rose-200 dark:ring-rose-500'
                    : 'text-stone-700 ring-stone-200 hover:bg-stone-50 dark:text-stone-200 dark:ring-stone-700 dark:hover:bg-stone-800',
                )}
              >
                {q.label} · {formatTurkishDate(q.date)}
              </button>
            ))}
          </div>
          <input type="date" aria-label={m.openDate} min={range.min} max={range.max} required value={openDate} onChange={(e) => setOpenDate(e.target.value)} className={cn(inputClass, 'sm:w-60')} />
        </fieldset>
        <p className="rounded-xl bg-stone-50 px-4 py-3 text-sm text-stone-600 dark:bg-stone-800/70 dark:text-stone-300">{m.sealNote}</p>
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {m.cancel}
          </Button>
          <Button type="submit" disabled={busy} icon={<Stamp className="h-4 w-4" aria-hidden="true" />}>
            {m.seal}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
