/** The words every add/edit form and card of a list says alike (lists, quotes). */
import { words } from './i18n/words';

export const formWords = words('form-words', 'formWords', {
  submitAdd: 'Ekle',
  submitEdit: 'Güncelle',
  cancel: 'İptal',
  edit: 'Düzenle',
  delete: 'Sil',
  addedBy: 'Ekleyen:',
} as const);
