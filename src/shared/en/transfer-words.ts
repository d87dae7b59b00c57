import type * as tr from '../transfer-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  transferMessages: {
    exportTitle: 'Export',
    exportHint: 'Download everything in your notebook (lists, memories, photos…) as one ZIP file.',
    exportSealed: 'Sealed time capsules are left out of this file until the day they open; the server’s backups keep them whole.',
    exportButton: 'Export',
    damaged: 'The archive could not be read: the file is damaged or incomplete.',
    foreign: 'This file is not a Defterimiz export.',
    newer: 'This archive was made by a newer version of Defterimiz; please update the app first.',
    unsafePath: 'The archive has a file path that leaves its folder; the import was stopped.',
    emailTaken: (email) => `The address ${email} in the archive is already used on this server; the import was stopped.`,
    invalidRow: (kind, row) =>
      row > 0
        ? `Record ${row} of data/${kind}.json in the archive is not valid; the import was stopped.`
        : `data/${kind}.json in the archive is not valid; the import was stopped.`,
    duplicateId: (kind) => `The same id appears more than once in data/${kind}.json in the archive; the import was stopped.`,
    foreignSpace: (kind) => `data/${kind}.json in the archive has a record of another space; the import was stopped.`,
    danglingReference: (kind) => `data/${kind}.json in the archive links to a record that is not in the archive; the import was stopped.`,
    tooManyMembers: (max) => `The archive has more than ${max} members; a space can have at most ${max}. The import was stopped.`,
    photoKey: 'The file name of a photo in the archive does not match its record; the import was stopped.',
    photoBytes: 'A photo file in the archive is not a valid image or does not match its record; the import was stopped.',
    exportFileName: (date) => `defterimiz-${date}.zip`,
    tooLargeForSpace: 'The archive holds more records or photos than a notebook may keep on this server; the import was stopped.',
    exportRunning: 'An export of this notebook is already running. Please try again once it has finished.',
  },
} satisfies CatalogueOf<typeof tr, 'transfer-words'>;
