import { z } from './validation';
import {
  listMessages,
  optionalImageUrl,
  optionalImdbId,
  optionalImdbRating,
  optionalRating,
  optionalTags,
  optionalText,
  optionalYear,
  ratingOnlyWhen,
  requiredTitle,
  type ListItemBase,
} from './lists';

export const movieStatuses = ['İzlenecek', 'İzleniyor', 'İzlendi'] as const;
export type MovieStatus = (typeof movieStatuses)[number];
export const MOVIE_DEFAULT_STATUS: MovieStatus = 'İzlenecek';
/** The status that shows (and keeps) a rating. */
export const MOVIE_COMPLETED_STATUS: MovieStatus = 'İzlendi';

export const moviesMessages = {
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
} as const;

export const movieNotificationMessage = (actorName: string, title: string) =>
  `${actorName} yeni bir film ekledi: ${title}`;

/** A movie as the form sends it (POST and PUT; PATCH merges into the stored one first). */
export const movieInput = z
  .object({
    title: requiredTitle(moviesMessages.titleRequired),
    director: optionalText('Yönetmen', 200),
    year: optionalYear,
    genre: optionalText('Tür', 200),
    status: z.enum(movieStatuses, { error: listMessages.status }).nullish().transform((s) => s ?? MOVIE_DEFAULT_STATUS),
    rating: optionalRating,
    imdbId: optionalImdbId,
    imdbRating: optionalImdbRating,
    poster: optionalImageUrl,
    plot: optionalText('Özet', 4000),
    notes: optionalText('Notlar', 4000),
    tags: optionalTags,
  })
  .transform(ratingOnlyWhen(MOVIE_COMPLETED_STATUS));
export type MovieInput = z.input<typeof movieInput>;
export type MovieValues = z.output<typeof movieInput>;

export interface Movie extends ListItemBase {
  status: MovieStatus;
  director: string;
  year: number | null;
  genre: string;
  imdbId: string | null;
  imdbRating: number | null;
  poster: string | null;
  plot: string;
  tags: string[];
}
