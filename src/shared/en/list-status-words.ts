import type * as tr from '../list-status-words';
import type { CatalogueOf } from '../i18n/words';

export default {
  listStatusLabels: {
    İzlenecek: 'To watch',
    İzleniyor: 'Watching',
    İzlendi: 'Watched',
    'Devam Ediyor': 'Watching',
    Tamamlandı: 'Finished',
    Bırakıldı: 'Dropped',
    Okunacak: 'To read',
    Okunuyor: 'Reading',
    Okundu: 'Read',
  },
} satisfies CatalogueOf<typeof tr, 'list-status-words'>;
