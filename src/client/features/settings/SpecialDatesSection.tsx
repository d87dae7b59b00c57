import { useCallback, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { CalendarHeart, Cake, Pencil, Plus, Trash2 } from 'lucide-react';
import { settingsMessages as m, settingsExtraMessages as x } from '../../../shared/settings-words';
import type { SpecialDate } from '../../../shared/settings';
import { formatDate } from '../../../shared/dates';
import { Button, IconButton } from '../../ui/Button';
import { TextInput } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { useDeleteWithConfirm } from '../../ui/use-delete-with-confirm';
import { parsedLaterOrToast, warmChecks } from '../../lib/validate-later';
import { addSpecialDate, deleteSpecialDate, patchSpecialDate, specialDatesQuery } from './api';
import { Section } from './Section';
import { FormFooter } from '../../ui/FormFooter';

/** The form's shared schema, loaded when the form is first used (decision 020). */
const specialDateInputSchema = () => import('./schemas').then((s) => s.specialDateInput);

/** 'Özel Günler': the dates the home countdown counts down to. Birthdays follow the profiles. */
export function SpecialDatesSection() {
  const client = useQueryClient();
  const dates = useQuery(specialDatesQuery);
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: specialDatesQuery.queryKey });

  const deletion = useDeleteWithConfirm<SpecialDate>({
    remove: deleteSpecialDate,
    refresh: specialDatesQuery.queryKey,
    texts: { confirm: x.specialDateConfirmDelete, deleted: x.specialDateDeleted, failed: x.specialDateDeleteFailed },
  });
  const closeAdd = useCallback(() => setAdding(false), []);

  return (
    <Section title={x.specialDates} testId="special-dates-section">
      {dates.isPending ? (
        <Spinner className="py-4" />
      ) : dates.isError ? (
        <p className="text-sm text-stone-500">{m.saveFailed}</p>
      ) : dates.data.length === 0 ? (
        <p className="text-sm text-stone-500 dark:text-stone-400">{x.specialDatesEmpty}</p>
      ) : (
        <ul className="divide-y divide-stone-100 dark:divide-stone-800">
          {dates.data.map((d) =>
            editing === d.id ? (
              <li key={d.id} className="py-3">
                <DateForm
                  initial={d}
                  submitLabel={m.save}
                  onDone={() => {
                    setEditing(null);
                    void refresh();
                  }}
                  onCancel={() => setEditing(null)}
                />
              </li>
            ) : (
              <li key={d.id} className="flex items-center gap-3 py-3">
                <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-xl bg-rose-50 text-rose-600 dark:bg-rose-950/60 dark:text-rose-300">
                  {d.kind === 'birthday' ? <Cake className="h-4 w-4" /> : <CalendarHeart className="h-4 w-4" />}
                </span>
                <span className="min-w-0 flex-1" title={d.kind === 'birthday' ? x.specialDateBirthdayLocked : undefined}>
                  <span className="block font-medium break-words text-stone-800 dark:text-stone-100">{d.name}</span>
                  <span className="block text-sm text-stone-500 dark:text-stone-400">
                    {formatDate(d.date, { year: d.kind !== 'valentines' })}
                  </span>
                </span>
                {d.kind === 'birthday' ? null : (
                  <span className="flex shrink-0">
                    <IconButton label={`${x.edit}: ${d.name}`} onClick={() => setEditing(d.id)}>
                      <Pencil className="h-4 w-4" />
                    </IconButton>
                    <IconButton label={`${x.delete}: ${d.name}`} onClick={() => deletion.ask(d)} className="hover:bg-red-50 hover:text-red-600 dark:hover:bg-red-950/50">
                      <Trash2 className="h-4 w-4" />
                    </IconButton>
                  </span>
                )}
              </li>
            ),
          )}
        </ul>
      )}

      {adding ? (
        <div className="rounded-2xl bg-stone-50 p-4 dark:bg-stone-800/50">
          <DateForm
            submitLabel={x.specialDateAdd}
            onDone={() => {
              setAdding(false);
              void refresh();
            }}
            onCancel={closeAdd}
          />
        </div>
      ) : (
        <Button variant="secondary" icon={<Plus className="h-4 w-4" />} onClick={() => setAdding(true)}>
          {x.specialDateAdd}
        </Button>
      )}

      {deletion.dialog}
    </Section>
  );
}

/** 'Adı' + 'Tarih', for a new date or to rename/move one. */
function DateForm({
  initial,
  submitLabel,
  onDone,
  onCancel,
}: {
  initial?: SpecialDate;
  submitLabel: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initial?.name ?? '');
  const [date, setDate] = useState(initial?.date ?? '');
  const save = useMutation({
    mutationFn: (input: { name: string; date: string }) => (initial ? patchSpecialDate(initial.id, input) : addSpecialDate(input)),
    onSuccess: () => {
      toast.success(initial ? x.specialDateUpdated : x.specialDateAdded);
      onDone();
    },
    onError: (error) => toast.error(error.message),
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = await parsedLaterOrToast(specialDateInputSchema, { name, date });
    if (input) save.mutate(input);
  };
  return (
    <form onSubmit={submit} onFocus={() => warmChecks(specialDateInputSchema)} className="space-y-3" noValidate>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <TextInput label={x.specialDateName} required maxLength={60} value={name} onChange={(e) => setName(e.target.value)} autoFocus />
        <TextInput label={x.specialDateDate} type="date" required value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      <FormFooter inline cancelVariant="ghost" cancelLabel={x.cancel} submitLabel={submitLabel} onCancel={onCancel} busy={save.isPending} />
    </form>
  );
}
