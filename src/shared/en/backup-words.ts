import type * as tr from '../backup-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  backupMessages: {
    damaged: 'The backup could not be read: the file is damaged or incomplete. Nothing was changed.',
    foreign: 'This file is not a Defterimiz backup. Nothing was changed.',
    spaceExport: 'This file is a notebook’s export, not a backup. Import it with space:import.',
    newer: 'This backup was made by a newer version of Defterimiz; please update the app first.',
    notEmpty: 'This server already holds data. Give --replace to overwrite it (the current data is backed up first).',
    spaceInvalid: 'A notebook in the backup did not pass the checks; nothing was changed.',
    lastBackupLabel: 'Last backup',
    lastBackupNone: 'not taken yet',
    lastBackupFailed: 'the last try failed',
  },
} satisfies CatalogueOf<typeof tr, 'backup-words'>;
