import { z } from './validation';
import {
  listMessages,
  optionalImageUrl,
  optionalRating,
  optionalText,
  optionalYear,
  ratingOnlyWhen,
  requiredTitle,
  type ListItemBase,
} from './lists';

export const bookStatuses = ['Okunacak', 'Okunuyor', 'Okundu'] as const;
export type BookStatus = (typeof bookStatuses)[number];
export const BOOK_DEFAULT_STATUS: BookStatus = 'Okunuyor';
export const BOOK_COMPLETED_STATUS: BookStatus = 'Okundu';

export const booksMessages = {
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
} as const;

export const bookNotificationMessage = (actorName: string, title: string) =>
  `${actorName} yeni bir kitap ekledi: ${title}`;

/** A book as the form sends it (POST and PUT; PATCH merges into the stored one first). */
export const bookInput = z
  .object({
    title: requiredTitle(booksMessages.titleRequired),
    author: optionalText('Yazar', 300),
    status: z.enum(bookStatuses, { error: listMessages.status }).nullish().transform((s) => s ?? BOOK_DEFAULT_STATUS),
    rating: optionalRating,
    notes: optionalText('Notlar', 4000),
    thumbnail: optionalImageUrl,
    year: optionalYear,
    publisher: optionalText('Yayınevi', 200),
    googleBooksId: z
      .string({ error: booksMessages.googleBooksId })
      .trim()
      .regex(/^[A-Za-z0-9_-]{0,40}$/, { error: booksMessages.googleBooksId })
      .nullish()
      .transform((s) => s || null),
  })
  .transform(ratingOnlyWhen(BOOK_COMPLETED_STATUS));
export type BookInput = z.input<typeof bookInput>;
export type BookValues = z.output<typeof bookInput>;

export interface Book extends ListItemBase {
  status: BookStatus;
  author: string;
  thumbnail: string | null;
  year: number | null;
  publisher: string;
  googleBooksId: string | null;
}
