import { bookInput, BOOK_COMPLETED_STATUS, type BookStatus, type BookValues } from '../../../../shared/books';
import { hasColumns, type CsvTable } from './csv';
import { normaliseIsbn, normaliseText, parseDay, parseYear } from './normalise';
import { dedupeFile, type RowResult } from './plan';

/**
 * Goodreads' library export (My Books → Import and export): goodreads_library_export.csv with
 * `Book Id,Title,Author,…,ISBN,ISBN13,My Rating,…,Publisher,…,Year Published,
 * Original Publication Year,…,Exclusive Shelf,…`. ISBNs are written as `="0451524934"` so
 * spreadsheets keep the leading zero.
 */
export const GOODREADS_COLUMNS = ['Book Id', 'Title', 'Author', 'My Rating', 'Exclusive Shelf'] as const;
export const isGoodreads = (table: CsvTable) => hasColumns(table.fields, GOODREADS_COLUMNS);

const SHELVES: Record<string, BookStatus> = { read: 'Okundu', 'currently-reading': 'Okunuyor', 'to-read': 'Okunacak' };

/** A book as the import stores it: the list's values plus the ISBN (ISBN-13) it is matched by. */
export type BookDraftValues = BookValues & { isbn: string | null };

/** 1–5 stars → 1–10; 0 means "not rated" in Goodreads. */
export function goodreadsRating(raw: string): number | null {
  const stars = Number(raw);
  return Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars * 2 : null;
}

/** Same book: the same ISBN, or the same normalised title and author. */
export const bookTitleKey = (v: { title: string; author: string }) => `${normaliseText(v.title)}|${normaliseText(v.author)}`;
export const bookKeys = (v: BookDraftValues) => [bookTitleKey(v), ...(v.isbn ? [`isbn:${v.isbn}`] : [])];

function rowToDraft(row: Record<string, string>): RowResult<BookDraftValues> {
  const status = SHELVES[row['Exclusive Shelf']];
  const detail = row.Author ?? '';
  // A custom exclusive shelf (e.g. "did-not-finish") has no status of ours: shown as not transferred.
  if (!status) return { skipped: { title: row.Title || '—', detail, reason: 'invalid' } };
  const parsed = bookInput.safeParse({
    title: row.Title,
    author: row.Author,
    status,
    rating: goodreadsRating(row['My Rating']),
    year: parseYear(row['Year Published'] ?? '') ?? parseYear(row['Original Publication Year'] ?? ''),
    publisher: row.Publisher,
  });
  if (!parsed.success) return { skipped: { title: row.Title || '—', detail, reason: 'invalid' } };
  const isbn = normaliseIsbn(row.ISBN13 ?? '') ?? normaliseIsbn(row.ISBN ?? '');
  const finishedOn = status === BOOK_COMPLETED_STATUS ? parseDay(row['Date Read'] ?? '') : null;
  return { draft: { values: { ...parsed.data, isbn }, title: parsed.data.title, detail: parsed.data.author, finishedOn } };
}

/** The export's rows as book drafts, each book once. */
export const goodreadsFile = (table: CsvTable) => dedupeFile(table.rows.map(rowToDraft), bookKeys);
