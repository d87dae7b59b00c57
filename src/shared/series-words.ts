/**
 * The series list's statuses and Turkish words, apart from its zod contract (series.ts), so the
 * list page and its cards load without zod; the form, which validates, is loaded when opened.
 */
import { words } from './i18n/words';

export const seriesStatuses = ['İzlenecek', 'Devam Ediyor', 'Tamamlandı', 'Bırakıldı'] as const;
export type SeriesStatus = (typeof seriesStatuses)[number];
export const SERIES_DEFAULT_STATUS: SeriesStatus = 'Devam Ediyor';
export const SERIES_COMPLETED_STATUS: SeriesStatus = 'Tamamlandı';
/** Still to watch: where 'İstiyorum' is offered (İkimiz). */
export const SERIES_TO_WATCH_STATUS: SeriesStatus = 'İzlenecek';
/** Series cards in this status offer the one-tap "next episode". */
export const SERIES_WATCHING_STATUS: SeriesStatus = 'Devam Ediyor';

export const seriesMessages = words('series-words', 'seriesMessages', {
  title: 'Diziler',
  search: 'Dizi ara...',
  add: 'Yeni Dizi Ekle',
  editTitle: 'Diziyi Düzenle',
  signedOut: 'Dizileri görüntülemek için lütfen giriş yapın.',
  confirmDelete: 'Bu diziyi silmek istediğinizden emin misiniz?',
  added: 'Dizi başarıyla eklendi!',
  updated: 'Dizi başarıyla güncellendi!',
  deleted: 'Dizi başarıyla silindi!',
  loadFailed: 'Diziler yüklenirken bir hata oluştu.',
  deleteFailed: 'Dizi silinirken bir hata oluştu.',
  saveFailed: 'Dizi kaydedilirken bir hata oluştu.',
  searchFailed: 'Dizi arama sırasında bir hata oluştu.',
  detailsFailed: 'Dizi detayları alınırken bir hata oluştu.',
  onlyOwnerEdit: 'Bu diziyi sadece ekleyen kişi düzenleyebilir.',
  onlyOwnerDelete: 'Bu diziyi sadece ekleyen kişi silebilir.',
  titleRequired: 'Lütfen bir dizi adı girin.',
  seasonMin: 'Sezon en az 1 olmalıdır.',
  episodeMin: 'Bölüm en az 1 olmalıdır.',
  totalSeasonsMin: 'Toplam sezon en az 1 olmalıdır.',
  endBeforeStart: 'Bitiş yılı başlangıç yılından önce olamaz.',
  empty: 'Henüz dizi eklenmedi.',
  emptyHint: 'Takip ettiğiniz ilk diziyi ekleyin.',
  noResults: 'Aramanızla eşleşen dizi bulunamadı.',
  notificationTitle: 'Yeni dizi',
  nextEpisode: 'Sonraki bölüm',
  labels: {
    title: 'Dizi Adı',
    titlePlaceholder: 'Dizi adını yazın...',
    creator: 'Yaratıcı',
    startYear: 'Başlangıç Yılı',
    endYear: 'Bitiş Yılı',
    currentSeason: 'Mevcut Sezon',
    currentEpisode: 'Mevcut Bölüm',
    totalSeasons: 'Toplam Sezon',
    season: 'Sezon',
    episode: 'Bölüm',
  },
} as const);

export const seriesNotificationMessage = words('series-words', 'seriesNotificationMessage', (actorName: string, title: string) =>
  `${actorName} yeni bir dizi ekledi: ${title}`);
