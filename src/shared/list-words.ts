/**
 * The Turkish words the three catalogue-backed lists share, apart from their zod rules
 * (lists.ts), so list pages and cards load without zod.
 */
import { turkishOf, words } from './i18n/words';
import { formWords } from './form-words';

export const listMessages = words('list-words', 'listMessages', {
  ratingRange: 'Puan 1 ile 10 arasında olmalıdır.',
  ratingPlaceholder: '1-10 arası puan verin',
  status: 'Lütfen listeden bir durum seçin.',
  year: 'Geçerli bir yıl girin.',
  runtime: 'Süre 1 ile 1000 dakika arasında olmalıdır.',
  imdbRating: 'IMDb puanı 0 ile 10 arasında olmalıdır.',
  imdbId: 'Geçersiz IMDb kimliği.',
  imageUrl: 'Geçersiz görsel adresi.',
  textMax: (label: string, max: number) => `${label} en fazla ${max} karakter olabilir.`,
  tags: 'En fazla 20 etiket eklenebilir.',
  ...turkishOf(formWords),
  labels: {
    title: 'Başlık',
    status: 'Durum',
    rating: 'Puanınız',
    note: 'Notunuz',
    notes: 'Notlar',
    genre: 'Tür',
    plot: 'Özet',
    year: 'Yıl',
    runtime: 'Süre (dk)',
  },
  notesPlaceholder: 'Aklınızda kalanlar...',
  searching: 'Aranıyor…',
  manualHint: 'Listede yoksa adı yazıp kendiniz ekleyebilirsiniz.',
  noSuggestions: 'Katalogda bulunamadı. Bilgileri kendiniz girebilirsiniz.',
  loadingDetails: 'Bilgiler getiriliyor…',
  clearSelection: 'Seçimi temizle',
} as const);
