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
import type { BookDetails, BookSearchResult } from '../../../../shared/catalog';
import { TextInput } from '../../../ui/Field';
import type { FormSlot } from '../../../ui/CollectionPage';
import { CatalogFormModal, type SetField } from '../../../ui/CatalogFormModal';
import { numberOrNull, numberText, ownSide } from '../../../ui/StatusAndRating';
import { bookDetails, searchBookCatalog } from '../api';

interface Form {
  title: string;
  author: string;
  year: string;
  publisher: string;
  status: BookStatus;
  rating: string;
  note: string;
  notes: string;
  thumbnail: string | null;
  googleBooksId: string | null;
  /** The chosen book's description: shown in the preview, never saved. */
  description: string;
}

const fromBook = (b: Book | null, meId: string): Form => ({
  title: b?.title ?? '',
  author: b?.author ?? '',
  year: numberText(b?.year),
  publisher: b?.publisher ?? '',
  status: b?.status ?? BOOK_DEFAULT_STATUS,
  ...ownSide(b, meId),
  notes: b?.notes ?? '',
  thumbnail: b?.thumbnail ?? null,
  googleBooksId: b?.googleBooksId ?? null,
  description: '',
});

const toInput = ({ description: _description, ...f }: Form): BookInput => ({
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

const fromSuggestion = (f: Form, r: BookSearchResult): Form => ({
  ...f,
  title: r.title,
  author: r.authors.join(', '),
  year: numberText(r.year),
  publisher: r.publisher,
  thumbnail: r.thumbnail,
  googleBooksId: r.id,
  description: '',
});

const fromDetails = (f: Form, d: BookDetails, r: BookSearchResult): Form => ({
  ...f,
  title: d.title || r.title,
  author: d.authors.join(', ') || f.author,
  year: numberText(d.year ?? r.year),
  publisher: d.publisher || f.publisher,
  thumbnail: d.thumbnail ?? r.thumbnail,
  description: d.description,
});

const fields = (form: Form, set: SetField<Form>) => (
  <>
    <TextInput label={m.labels.author} value={form.author} maxLength={300} onChange={(e) => set('author', e.target.value)} />
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-[8rem_1fr]">
      <TextInput label={l.labels.year} type="number" inputMode="numeric" value={form.year} onChange={(e) => set('year', e.target.value)} />
      <TextInput label={m.labels.publisher} value={form.publisher} maxLength={200} onChange={(e) => set('publisher', e.target.value)} />
    </div>
  </>
);

/** Add or edit a book; the title searches the books catalogue, a choice fills the form. */
export function BookFormModal(slot: FormSlot<Book, BookInput>) {
  return (
    <CatalogFormModal
      {...slot}
      texts={m}
      catalog="books"
      icon={<BookOpen />}
      statuses={bookStatuses}
      completed={BOOK_COMPLETED_STATUS}
      schema={bookInput}
      fromItem={fromBook}
      toInput={toInput}
      search={searchBookCatalog}
      toSuggestion={suggestion}
      fromSuggestion={fromSuggestion}
      details={bookDetails}
      fromDetails={fromDetails}
      preview={(f) => ({ image: f.thumbnail, text: f.description })}
      fields={fields}
    />
  );
}
