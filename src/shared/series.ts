import { z } from './validation';
import {
  listMessages,
  optionalImageUrl,
  optionalImdbId,
  optionalImdbRating,
  optionalPositive,
  optionalRating,
  optionalTags,
  optionalText,
  optionalYear,
  ratingOnlyWhen,
  requiredTitle,
  type ListItemBase,
} from './lists';

export const seriesStatuses = ['İzlenecek', 'Devam Ediyor', 'Tamamlandı', 'Bırakıldı'] as const;
export type SeriesStatus = (typeof seriesStatuses)[number];
export const SERIES_DEFAULT_STATUS: SeriesStatus = 'Devam Ediyor';
export const SERIES_COMPLETED_STATUS: SeriesStatus = 'Tamamlandı';
/** Series cards in this status offer the one-tap "next episode". */
export const SERIES_WATCHING_STATUS: SeriesStatus = 'Devam Ediyor';

export const seriesMessages = {
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
} as const;

export const seriesNotificationMessage = (actorName: string, title: string) =>
  `${actorName} yeni bir dizi ekledi: ${title}`;

const m = seriesMessages;

/** A series as the form sends it (POST and PUT; PATCH merges into the stored one first). */
export const seriesInput = z
  .object({
    title: requiredTitle(m.titleRequired),
    creator: optionalText('Yaratıcı', 200),
    startYear: optionalYear,
    endYear: optionalYear,
    currentSeason: optionalPositive(m.seasonMin),
    currentEpisode: optionalPositive(m.episodeMin),
    totalSeasons: optionalPositive(m.totalSeasonsMin),
    status: z.enum(seriesStatuses, { error: listMessages.status }).nullish().transform((s) => s ?? SERIES_DEFAULT_STATUS),
    genre: optionalText('Tür', 200),
    rating: optionalRating,
    imdbId: optionalImdbId,
    imdbRating: optionalImdbRating,
    poster: optionalImageUrl,
    plot: optionalText('Özet', 4000),
    notes: optionalText('Notlar', 4000),
    tags: optionalTags,
  })
  .refine((s) => s.startYear === null || s.endYear === null || s.endYear >= s.startYear, {
    error: m.endBeforeStart,
    path: ['endYear'],
  })
  .transform(ratingOnlyWhen(SERIES_COMPLETED_STATUS));
export type SeriesInput = z.input<typeof seriesInput>;
export type SeriesValues = z.output<typeof seriesInput>;

export interface Series extends ListItemBase {
  status: SeriesStatus;
  creator: string;
  startYear: number | null;
  endYear: number | null;
  currentSeason: number | null;
  currentEpisode: number | null;
  totalSeasons: number | null;
  genre: string;
  imdbId: string | null;
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  tags: string[];
}
