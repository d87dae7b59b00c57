/**
 * The quotes' Turkish words and shape, apart from their zod contract (quotes.ts), so the list page
 * and its cards load without zod; the form, which validates, is loaded when opened.
 */
import { turkishOf, words } from './i18n/words';
import { formWords } from './form-words';

export const ANONYMOUS_AUTHOR = 'Anonim';

export const quotesMessages = words('quotes-words', 'quotesMessages', {
  title: 'Alıntılar',
  signedOut: 'Alıntıları görüntülemek için lütfen giriş yapın.',
  search: 'Alıntı ara...',
  add: 'Yeni Alıntı Ekle',
  addTitle: 'Yeni Alıntı',
  editTitle: 'Alıntıyı Düzenle',
  text: 'Alıntı Metni',
  textPlaceholder: 'Aklınızda kalan o cümle...',
  author: 'Yazar',
  authorPlaceholder: 'Kim söyledi?',
  source: 'Kaynak',
  sourcePlaceholder: 'Kitap, film, şarkı... (isteğe bağlı)',
  anonymous: 'Anonim olarak paylaş',
  /** An anonymous quote's author as shown (stored as ANONYMOUS_AUTHOR in every language). */
  anonymousAuthor: 'Anonim',
  ...turkishOf(formWords),
  empty: 'Henüz alıntı eklenmedi.',
  emptyHint: 'İlk alıntıyı siz ekleyin.',
  noResults: 'Aramanızla eşleşen alıntı bulunamadı.',
  textRequired: 'Lütfen bir alıntı girin.',
  authorRequired: 'Lütfen yazarı girin.',
  textMax: 'Alıntı en fazla 2000 karakter olabilir.',
  authorMax: 'Yazar en fazla 120 karakter olabilir.',
  sourceMax: 'Kaynak en fazla 200 karakter olabilir.',
  confirmDelete: 'Bu alıntıyı silmek istediğinizden emin misiniz?',
  added: 'Alıntı başarıyla eklendi!',
  updated: 'Alıntı başarıyla güncellendi!',
  deleted: 'Alıntı başarıyla silindi!',
  loadFailed: 'Alıntılar yüklenirken bir hata oluştu.',
  deleteFailed: 'Alıntı silinirken bir hata oluştu.',
  saveFailed: 'Alıntı kaydedilirken bir hata oluştu.',
  onlyOwnerEdit: 'Bu alıntıyı sadece ekleyen kişi düzenleyebilir.',
  onlyOwnerDelete: 'Bu alıntıyı sadece ekleyen kişi silebilir.',
  notificationTitle: 'Yeni alıntı',
  notification: (actorName: string, short: string) => `${actorName} yeni bir alıntı ekledi: “${short}”`,
} as const);

export interface Quote {
  id: string;
  text: string;
  author: string;
  source: string;
  isAnonymous: boolean;
  createdAt: string;
  updatedAt: string;
  /** The member who added it; null when that account is gone. */
  addedBy: { id: string; displayName: string } | null;
}
