import type * as tr from '../first-run-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  firstRunWords: {
    title: 'Where is your data?',
    data: 'Everything stays on this server: the database and the photos are in the data folder (the DATA_DIR setting; with Docker, the /data volume).',
    backups:
      'By default the server backs itself up every night at 03:30 and keeps the last 14 backups in the backups folder inside the data folder. Copy that folder to another disk too.',
    restore: 'A backup holds every notebook on the server, so it is not offered in the app. To restore one, stop the server and run:',
    restoreCommand: 'npm run cli -- backup:restore --file <backup>',
  },
} satisfies CatalogueOf<typeof tr, 'first-run-words'>;
