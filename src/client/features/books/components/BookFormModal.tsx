import { useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { BookOpen } from 'lucide-react';
import {
  BOOK_COMPLETED_STATUS,
  BOOK_DEFAULT_STATUS,
  bookInput,
  booksMessages as m,
  bookStatuses,
  type Book,
  type BookInput,
  type BookStatus,
} from '../../../../shared/books';
import { listMessages as l } from '../../../../shared/lists';
import type { BookSearchResult } from '../../../../shared/catalog';
import { firstMessage } from '../../../../shared/validation';
import { Modal } from '../../../ui/Modal';
import { Button } from '../../../ui/Button';
import { TextArea, TextInput } from '../../../ui/Field';
import { CatalogSuggest } from '../../../ui/CatalogSuggest';
import { CatalogPreview } from '../../../ui/CatalogPreview';
import { errorText } from '../../../ui/CollectionPage';
import { StatusAndRating, numberOrNull, numberText } from '../../../ui/StatusAndRating';
import { bookDetails, searchBookCatalog } from '../api';

interface Form {
  title: string;
  author: string;
  year: string;
  publisher: string;
  status: BookStatus;
  rating: string;
  notes: string;
  thumbnail: string | null;
  googleBooksId: string | null;
}

const fromBook = (b: Book | null): Form => ({
  title: b?.title ?? '',
  author: b?.author ?? '',
  year: numberText(b?.year),
  publisher: b?.publisher ?? '',
  status: b?.status ?? BOOK_DEFAULT_STATUS,
  rating: numberText(b?.rating),
  notes: b?.notes ?? '',
  thumbnail: b?.thumbnail ?? null,
  googleBooksId: b?.googleBooksId ?? null,
});

const toInput = (f: Form): BookInput => ({
  ...f,
  year: numberOrNull(f.year),
  rating: f.status === BOOK_COMPLETED_STATUS ? numberOrNull(f.rating) : null,
});

const suggestion = (r: BookSearchResult) => ({
  id: r.id,
  title: r.title,
  subtitle: [r.authors.join(', '), r.year].filter(Boolean).join(' · ') || undefined,
  image: r.thumbnail,
});
const searchFailed = (error: unknown) => errorText(error, m.searchFailed);

/** Add or edit a book; the title searches the books catalogue, a choice fills the form. */
export function BookFormModal({
  editing,
  busy,
  onSubmit,
  onClose,
}: {
  editing: Book | null;
  busy: boolean;
  onSubmit: (input: BookInput) => void;
  onClose: () => void;
}) {
  const [form, setForm] = useState<Form>(() => fromBook(editing));
  const [description, setDescription] = useState('');
  const [loadingDetails, setLoadingDetails] = useState(false);
  const set = <K extends keyof Form>(key: K, value: Form[K]) => setForm((f) => ({ ...f, [key]: value }));

  const choose = async (r: BookSearchResult) => {
    setForm((f) => ({
      ...f,
      title: r.title,
      author: r.authors.join(', '),
      year: numberText(r.year),
      publisher: r.publisher,
      thumbnail: r.thumbnail,
      googleBooksId: r.id,
    }));
    setDescription('');
    setLoadingDetails(true);
    try {
      const d = await bookDetails(r.id);
      setForm((f) => ({
        ...f,
        title: d.title || r.title,
        author: d.authors.join(', ') || f.author,
        year: numberText(d.year ?? r.year),
        publisher: d.publisher || f.publisher,
        thumbnail: d.thumbnail ?? r.thumbnail,
      }));
      setDescription(d.description);
    } catch (error) {
      toast.error(errorText(error, m.detailsFailed));
    } finally {
      setLoadingDetails(false);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input = toInput(form);
    const parsed = bookInput.safeParse(input);
    if (!parsed.success) return void toast.error(firstMessage(parsed.error));
    onSubmit(input);
  };

  const hasTitle = form.title.trim().length > 0;
  return (
    <Modal open title={editing ? m.editTitle : m.add} onClose={onClose}>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <CatalogSuggest
          label={m.labels.title}
          placeholder={m.labels.titlePlaceholder}
          value={form.title}
          onChange={(title) => set('title', title)}
          onChoose={choose}
          catalog="books"
          search={searchBookCatalog}
          toSuggestion={suggestion}
          searchFailed={searchFailed}
          fallbackIcon={<BookOpen />}
          hint={hasTitle ? undefined : l.manualHint}
        />
        {hasTitle && (
          <>
            <CatalogPreview image={form.thumbnail} loading={loadingDetails} loadingText={l.loadingDetails} text={description} fallbackIcon={<BookOpen />} />
            <TextInput label={m.labels.author} value={form.author} maxLength={300} onChange={(e) => set('author', e.target.value)} />
            <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_1fr]">
              <TextInput label={l.labels.year} type="number" inputMode="numeric" value={form.year} onChange={(e) => set('year', e.target.value)} />
              <TextInput label={m.labels.publisher} value={form.publisher} maxLength={200} onChange={(e) => set('publisher', e.target.value)} />
            </div>
            <StatusAndRating
              statuses={bookStatuses}
              completed={BOOK_COMPLETED_STATUS}
              status={form.status}
              rating={form.rating}
              onStatus={(s) => set('status', s)}
              onRating={(r) => set('rating', r)}
              labels={{ status: l.labels.status, rating: l.labels.rating, ratingPlaceholder: l.ratingPlaceholder }}
            />
            <TextArea label={l.labels.notes} placeholder={l.notesPlaceholder} maxLength={4000} value={form.notes} onChange={(e) => set('notes', e.target.value)} />
            <div className="flex justify-end gap-2 pt-2">
              <Button variant="secondary" onClick={onClose}>
                {l.cancel}
              </Button>
              <Button type="submit" disabled={busy || loadingDetails}>
                {editing ? l.submitEdit : l.submitAdd}
              </Button>
            </div>
          </>
        )}
      </form>
    </Modal>
  );
}
