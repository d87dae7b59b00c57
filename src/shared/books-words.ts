/**
 * The books list's statuses and Turkish words, apart from its zod contract (books.ts), so the
 * list page and its cards load without zod; the form, which validates, is loaded when opened.
 */
import { words } from './i18n/words';

export const bookStatuses = ['Okunacak', 'Okunuyor', 'Okundu'] as const;
export type BookStatus = (typeof bookStatuses)[number];
export const BOOK_DEFAULT_STATUS: BookStatus = 'Okunuyor';
export const BOOK_COMPLETED_STATUS: BookStatus = 'Okundu';
/** Still to read: where 'İstiyorum' is offered (İkimiz). */
export const BOOK_TO_READ_STATUS: BookStatus = 'Okunacak';

export const booksMessages = words('books-words', 'booksMessages', {
  title: 'Kitaplar',
  search: 'Kitap ara...',
  add: 'Yeni Kitap Ekle',
  editTitle: 'Kitabı Düzenle',
  signedOut: 'Kitapları görüntülemek için lütfen giriş yapın.',
  confirmDelete: 'Bu kitabı silmek istediğinizden emin misiniz?',
  added: 'Kitap başarıyla eklendi!',
  updated: 'Kitap başarıyla güncellendi!',
  deleted: 'Kitap başarıyla silindi!',
  loadFailed: 'Kitaplar yüklenirken bir hata oluştu.',
  deleteFailed: 'Kitap silinirken bir hata oluştu.',
  saveFailed: 'Kitap kaydedilirken bir hata oluştu.',
  searchFailed: 'Kitap arama sırasında bir hata oluştu.',
  detailsFailed: 'Kitap detayları alınırken bir hata oluştu.',
  onlyOwnerEdit: 'Bu kitabı sadece ekleyen kişi düzenleyebilir.',
  onlyOwnerDelete: 'Bu kitabı sadece ekleyen kişi silebilir.',
  titleRequired: 'Lütfen bir kitap adı girin.',
  googleBooksId: 'Geçersiz kitap kimliği.',
  empty: 'Henüz kitap eklenmedi.',
  emptyHint: 'Okumak istediğiniz ilk kitabı ekleyin.',
  noResults: 'Aramanızla eşleşen kitap bulunamadı.',
  notificationTitle: 'Yeni kitap',
  labels: { title: 'Kitap Adı', titlePlaceholder: 'Kitap adını yazın...', author: 'Yazar', publisher: 'Yayınevi' },
} as const);

export const bookNotificationMessage = words('books-words', 'bookNotificationMessage', (actorName: string, title: string) =>
  `${actorName} yeni bir kitap ekledi: ${title}`);
