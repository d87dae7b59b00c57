/**
 * Lists brought from other apps (issue 11): Letterboxd's export into movies, Goodreads' library
 * export into books. Two steps over the same file: a preview that writes nothing, then an apply.
 */
import { words } from './i18n/words';

/** Largest file accepted (a CSV, or Letterboxd's whole ZIP). */
export const LIST_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** Most rows read from one upload (all of its CSV files together). */
export const LIST_IMPORT_MAX_ROWS = 20_000;
/** How many names of each group the preview lists (the counts are always complete). */
export const LIST_IMPORT_PREVIEW_NAMES = 200;

export type ListImportSource = 'letterboxd' | 'goodreads';
export type ListImportKind = 'movies' | 'books';

/** Why a row is not added: already in the list, repeated in the file, or unreadable. */
export type ListImportSkipReason = 'exists' | 'duplicate' | 'invalid';

export interface ListImportEntry {
  title: string;
  /** Year for a movie, author for a book. */
  detail: string;
  status: string;
  rating: number | null;
}

export interface ListImportSkipped {
  title: string;
  detail: string;
  reason: ListImportSkipReason;
}

export interface ListImportPreview {
  source: ListImportSource;
  kind: ListImportKind;
  /** Rows read from the file(s). */
  rows: number;
  toAdd: number;
  skippedCount: number;
  /** The first LIST_IMPORT_PREVIEW_NAMES of each. */
  add: ListImportEntry[];
  skipped: ListImportSkipped[];
}

export interface ListImportResult {
  source: ListImportSource;
  kind: ListImportKind;
  added: number;
  skippedCount: number;
}

const sourceName: Record<ListImportSource, string> = { letterboxd: 'Letterboxd', goodreads: 'Goodreads' };
const noun: Record<ListImportKind, string> = { movies: 'film', books: 'kitap' };

export const listImportMessages = words('list-import', 'listImportMessages', {
  title: 'İçe aktar',
  hint: 'Letterboxd (watched.csv, ratings.csv, watchlist.csv ya da ZIP dosyasının tamamı) ve Goodreads (goodreads_library_export.csv) dışa aktarımlarınızı filmlerinize ve kitaplarınıza ekleyin.',
  choose: 'Dosya seç',
  fileLabel: 'İçe aktarılacak dosya',
  reading: 'Dosya okunuyor…',
  confirm: 'İçe aktar',
  importing: 'İçe aktarılıyor…',
  cancel: 'Vazgeç',
  missingFile: 'Lütfen bir dosya seçin.',
  notCsv: 'Lütfen bir CSV ya da ZIP dosyası seçin.',
  unknownColumns: 'Bu dosya Letterboxd ya da Goodreads dışa aktarımına benzemiyor.',
  zipWithoutLists: 'ZIP dosyasında watched.csv, ratings.csv ya da watchlist.csv bulunamadı.',
  mixed: 'Letterboxd ve Goodreads dosyalarını ayrı ayrı içe aktarın.',
  tooLarge: 'Dosya en fazla 5 MB olabilir.',
  tooManyRows: 'Bir dosyada en fazla 20.000 satır içe aktarılabilir.',
  empty: 'Dosyada içe aktarılacak bir satır yok.',
  unreadable: 'Dosya okunamadı: bozuk ya da eksik.',
  zipRepeated: 'ZIP dosyasında aynı liste dosyası birden fazla kez var; dosya içe aktarılmadı.',
  zipTooBig: 'ZIP dosyası çok fazla dosya içeriyor ya da açıldığında çok büyük; dosya içe aktarılmadı.',
  nothingToAdd: 'Eklenecek yeni kayıt yok; hepsi zaten listenizde.',
  from: (source: ListImportSource, kind: ListImportKind) =>
    `${sourceName[source]} → ${kind === 'movies' ? 'Filmler' : 'Kitaplar'}`,
  willAdd: (n: number, kind: ListImportKind) => `${n} ${noun[kind]} eklenecek`,
  willSkip: (n: number) => `${n} kayıt atlanacak`,
  reasons: {
    exists: 'Zaten listede',
    duplicate: 'Dosyada tekrar ediyor',
    invalid: 'Aktarılamadı',
  } satisfies Record<ListImportSkipReason, string>,
  more: (n: number) => `ve ${n} kayıt daha`,
  added: (n: number, kind: ListImportKind) => `${n} ${noun[kind]} içe aktarıldı!`,
  notificationTitle: 'İçe aktarma',
  notification: (actor: string, n: number, source: ListImportSource, kind: ListImportKind) =>
    `${actor}, ${sourceName[source]} listesinden ${n} ${noun[kind]} ekledi.`,
});
