/**
 * The movies list's statuses and Turkish words, apart from its zod contract (movies.ts), so the
 * list page and its cards load without zod; the form, which validates, is loaded when opened.
 */
import { words } from './i18n/words';

export const movieStatuses = ['İzlenecek', 'İzleniyor', 'İzlendi'] as const;
export type MovieStatus = (typeof movieStatuses)[number];
export const MOVIE_DEFAULT_STATUS: MovieStatus = 'İzlenecek';
/** The status that shows (and keeps) a rating. */
export const MOVIE_COMPLETED_STATUS: MovieStatus = 'İzlendi';
/** Still to watch: where 'İstiyorum' is offered (İkimiz). */
export const MOVIE_TO_WATCH_STATUS: MovieStatus = 'İzlenecek';
/** What 'Bunu izleyelim' sets. */
export const MOVIE_WATCHING_STATUS: MovieStatus = 'İzleniyor';

export const moviesMessages = words('movies-words', 'moviesMessages', {
  title: 'Filmler',
  search: 'Film ara...',
  add: 'Yeni Film Ekle',
  editTitle: 'Filmi Düzenle',
  signedOut: 'Filmleri görüntülemek için lütfen giriş yapın.',
  confirmDelete: 'Bu filmi silmek istediğinizden emin misiniz?',
  added: 'Film başarıyla eklendi!',
  updated: 'Film başarıyla güncellendi!',
  deleted: 'Film başarıyla silindi!',
  loadFailed: 'Filmler yüklenirken bir hata oluştu.',
  deleteFailed: 'Film silinirken bir hata oluştu.',
  saveFailed: 'Film kaydedilirken bir hata oluştu.',
  searchFailed: 'Film arama sırasında bir hata oluştu.',
  detailsFailed: 'Film detayları alınırken bir hata oluştu.',
  onlyOwnerEdit: 'Bu filmi sadece ekleyen kişi düzenleyebilir.',
  onlyOwnerDelete: 'Bu filmi sadece ekleyen kişi silebilir.',
  titleRequired: 'Lütfen bir film adı girin.',
  empty: 'Henüz film eklenmedi.',
  emptyHint: 'Birlikte izlemek istediğiniz ilk filmi ekleyin.',
  noResults: 'Aramanızla eşleşen film bulunamadı.',
  notificationTitle: 'Yeni film',
  labels: { title: 'Film Adı', titlePlaceholder: 'Film adını yazın...', director: 'Yönetmen' },
} as const);

export const movieNotificationMessage = words('movies-words', 'movieNotificationMessage', (actorName: string, title: string) =>
  `${actorName} yeni bir film ekledi: ${title}`);
