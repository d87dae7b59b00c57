import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from '../lib/toast';
import { listMessages as l } from '../../shared/lists';
import type { z } from '../../shared/validation';
import { parsedOrToast } from '../lib/validate';
import { Modal } from './Modal';
import { TextArea } from './Field';
import { CatalogSuggest, type Suggestion } from './CatalogSuggest';
import { CatalogPreview } from './CatalogPreview';
import { StatusAndRating } from './StatusAndRating';
import { FormFooter } from './FormFooter';
import { type FormSlot } from './CollectionPage';
import { errorText } from './error-text';
import { useMe } from '../lib/session';
import { ikimizMessages as im } from '../../shared/ikimiz-words';

/** The fields every catalogue-backed list form has; numbers stay text while typed. */
export interface CatalogFormFields<S extends string> {
  title: string;
  status: S;
  /** The signed-in member's own ('Puanınız', 'Notunuz'). */
  rating: string;
  note: string;
  notes: string;
}

/** Sets one field of the form. */
export type SetField<F> = <K extends keyof F>(key: K, value: F[K]) => void;

/**
 * How one list (movies, series, books) fills the shared form: its words, its catalogue, its
 * statuses and schema, how an item becomes the form and the form its input, and how a chosen
 * suggestion and then its details merge into the form.
 */
export interface CatalogFormConfig<T, F extends CatalogFormFields<S>, I, S extends string, R extends { id: string }, D> {
  texts: {
    add: string;
    editTitle: string;
    searchFailed: string;
    detailsFailed: string;
    labels: { title: string; titlePlaceholder: string };
  };
  /** Names the catalogue in the query cache ('movies', 'series', 'books'). */
  catalog: string;
  icon: ReactNode;
  statuses: readonly S[];
  completed: S;
  schema: z.ZodType;
  /** The form of an item (or a new one); `meId` picks the signed-in member's own rating and note. */
  fromItem: (item: T | null, meId: string) => F;
  toInput: (form: F) => I;
  search: (query: string) => Promise<R[]>;
  /** Stable (module level): the suggestion list memoises on it. */
  toSuggestion: (result: R) => Suggestion;
  /** What the chosen suggestion tells at once, before its details arrive. */
  fromSuggestion: (form: F, result: R) => F;
  details: (id: string) => Promise<D>;
  fromDetails: (form: F, details: D, result: R) => F;
  /** The cover, text and IMDb rating shown above the fields. */
  preview: (form: F) => { image: string | null; text: string; rating?: number | null };
  /** The list's own fields, between the preview and the status. */
  fields: (form: F, set: SetField<F>) => ReactNode;
}

/**
 * Add or edit an item of a catalogue-backed list: the title searches the catalogue and a choice
 * fills the form from its details. The rest of the form, and the submit button, show only once
 * a title is set; the shared schema checks the input before it is handed on.
 */
export function CatalogFormModal<T, F extends CatalogFormFields<S>, I, S extends string, R extends { id: string }, D>({
  editing,
  busy,
  onSubmit,
  onClose,
  texts,
  catalog,
  icon,
  statuses,
  completed,
  schema,
  fromItem,
  toInput,
  search,
  toSuggestion,
  fromSuggestion,
  details,
  fromDetails,
  preview,
  fields,
}: FormSlot<T, I> & CatalogFormConfig<T, F, I, S, R, D>) {
  const me = useMe();
  const [form, setForm] = useState<F>(() => fromItem(editing, me.id));
  const [loadingDetails, setLoadingDetails] = useState(false);
  const set: SetField<F> = (key, value) => setForm((f) => ({ ...f, [key]: value }));
  const searchFailed = useCallback((error: unknown) => errorText(error, texts.searchFailed), [texts.searchFailed]);

  const choose = async (r: R) => {
    setForm((f) => fromSuggestion(f, r));
    setLoadingDetails(true);
    try {
      const d = await details(r.id);
      setForm((f) => fromDetails(f, d, r));
    } catch (error) {
      toast.error(errorText(error, texts.detailsFailed));
    } finally {
      setLoadingDetails(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = toInput(form);
    if (parsedOrToast(schema, input) !== undefined) onSubmit(input);
  };

  const hasTitle = form.title.trim().length > 0;
  const shown = preview(form);
  return (
    <Modal open title={editing ? texts.editTitle : texts.add} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <CatalogSuggest
          label={texts.labels.title}
          placeholder={texts.labels.titlePlaceholder}
          value={form.title}
          onChange={(title) => set('title', title)}
          onChoose={choose}
          catalog={catalog}
          search={search}
          toSuggestion={toSuggestion}
          searchFailed={searchFailed}
          fallbackIcon={icon}
          hint={hasTitle ? undefined : l.manualHint}
        />
        {hasTitle && (
          <>
            <CatalogPreview
              image={shown.image}
              loading={loadingDetails}
              loadingText={l.loadingDetails}
              text={shown.text}
              rating={shown.rating}
              fallbackIcon={icon}
            />
            {fields(form, set)}
            <StatusAndRating
              statuses={statuses}
              completed={completed}
              status={form.status}
              rating={form.rating}
              note={form.note}
              onStatus={(s) => set('status', s)}
              onRating={(r) => set('rating', r)}
              onNote={(n) => set('note', n)}
              labels={{ status: l.labels.status, rating: l.labels.rating, ratingPlaceholder: l.ratingPlaceholder, note: l.labels.note, notePlaceholder: im.notePlaceholder }}
            />
            <TextArea label={l.labels.notes} placeholder={l.notesPlaceholder} maxLength={4000} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
            <FormFooter cancelLabel={l.cancel} submitLabel={editing ? l.submitEdit : l.submitAdd} onCancel={onClose} busy={busy || loadingDetails} />
          </>
        )}
      </form>
    </Modal>
  );
}
