import type * as tr from '../list-import';
import type { CatalogueOf } from '../i18n/words';

const sourceName = { letterboxd: 'Letterboxd', goodreads: 'Goodreads' } as const;
/** "1 film", "3 books". */
const of = (n: number, kind: 'movies' | 'books') => `${n} ${kind === 'movies' ? (n === 1 ? 'film' : 'films') : n === 1 ? 'book' : 'books'}`;
const records = (n: number) => `${n} ${n === 1 ? 'record' : 'records'}`;

export default {
  listImportMessages: {
    title: 'Import',
    hint: 'Add your Letterboxd exports (watched.csv, ratings.csv, watchlist.csv or the whole ZIP file) and Goodreads exports (goodreads_library_export.csv) to your films and books.',
    choose: 'Choose a file',
    fileLabel: 'File to import',
    reading: 'Reading the file…',
    confirm: 'Import',
    importing: 'Importing…',
    cancel: 'Cancel',
    missingFile: 'Please choose a file.',
    notCsv: 'Please choose a CSV or ZIP file.',
    unknownColumns: 'This file does not look like a Letterboxd or Goodreads export.',
    zipWithoutLists: 'No watched.csv, ratings.csv or watchlist.csv was found in the ZIP file.',
    mixed: 'Import Letterboxd and Goodreads files separately.',
    tooLarge: 'A file can be at most 5 MB.',
    tooManyRows: 'At most 20,000 rows can be imported from one file.',
    empty: 'The file has no rows to import.',
    unreadable: 'The file could not be read: it is damaged or incomplete.',
    zipRepeated: 'The ZIP file holds the same list file more than once; the file was not imported.',
    zipTooBig: 'The ZIP file holds too many files or is too large once unpacked; the file was not imported.',
    nothingToAdd: 'Nothing new to add; everything is already in your list.',
    from: (source, kind) => `${sourceName[source]} → ${kind === 'movies' ? 'Films' : 'Books'}`,
    willAdd: (n, kind) => `${of(n, kind)} will be added`,
    willSkip: (n) => `${records(n)} will be skipped`,
    reasons: {
      exists: 'Already in the list',
      duplicate: 'Repeated in the file',
      invalid: 'Could not be imported',
    },
    more: (n) => `and ${records(n)} more`,
    added: (n, kind) => `${of(n, kind)} imported!`,
    notificationTitle: 'Import',
    notification: (actor, n, source, kind) => `${actor} added ${of(n, kind)} from a ${sourceName[source]} list.`,
  },
} satisfies CatalogueOf<typeof tr, 'list-import'>;
