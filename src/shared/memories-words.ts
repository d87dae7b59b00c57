import { socialWords } from './social-words';

/**
 * The memories feature's constants and Turkish words, apart from its zod contract (memories.ts),
 * so a page that only shows a memory (the home page's 'Geçen yıllarda bugün') does not load zod.
 */
import { turkishOf, words } from './i18n/words';

/** Spec §9: the six memory categories, in the order the filter and the form tiles show them. */
export const memoryCategories = ['special-days', 'travel', 'food', 'entertainment', 'nature', 'other'] as const;
export type MemoryCategory = (typeof memoryCategories)[number];

export const memoryCategoryLabels = words('memories-words', 'memoryCategoryLabels', {
  'special-days': 'Özel Günler',
  travel: 'Seyahat',
  food: 'Yemek',
  entertainment: 'Eğlence',
  nature: 'Doğa',
  other: 'Diğer',
} satisfies Record<MemoryCategory, string>);

/** Spec §9: newest, oldest, most liked. */
export const memorySorts = ['date-desc', 'date-asc', 'likes'] as const;
export type MemorySort = (typeof memorySorts)[number];

export const memorySortLabels = words('memories-words', 'memorySortLabels', {
  'date-desc': 'En yeni',
  'date-asc': 'En eski',
  likes: 'En çok beğenilen',
} satisfies Record<MemorySort, string>);

export const MEMORY_MAX_PHOTOS = 10;
export const MEMORY_PAGE_SIZE = 24;
export const MEMORY_PAGE_MAX = 60;

export const memoriesMessages = words('memories-words', 'memoriesMessages', {
  ...turkishOf(socialWords),
  title: 'Bizim Anılarımız',
  signedOut: 'Lütfen Giriş Yapın',
  signedOutText: 'Anılarımızı görmek için önce giriş yapmanız gerekiyor.',
  add: 'Yeni Anı Ekle',
  edit: 'Düzenle',
  delete: 'Sil',
  viewLabel: 'Görünüm',
  viewGrid: 'Izgara',
  viewCalendar: 'Takvim',
  filterAll: 'Tümü',
  filterLabel: 'Kategori filtresi',
  sortLabel: 'Sıralama',
  previousMonth: 'Önceki ay',
  nextMonth: 'Sonraki ay',
  dayEmpty: 'Bu günde anı yok.',
  pickDay: 'Anılarını görmek için bir gün seçin.',
  onThisDay: 'Geçen yıllarda bugün',
  yearsAgo: (n: number) => `${n} yıl önce`,
  empty: 'Henüz anı eklenmedi.',
  emptyHint: 'İlk anınızı ekleyin.',
  noResults: 'Bu kategoride anı bulunamadı.',
  loadMore: 'Daha fazla yükleniyor…',
  close: 'Kapat',
  tooManyPhotos: 'Bir anıya en fazla 10 fotoğraf eklenebilir.',
  added: 'Anı başarıyla eklendi!',
  updated: 'Anı başarıyla güncellendi!',
  deleted: 'Anı başarıyla silindi.',
  loadFailed: 'Anılar yüklenirken bir hata oluştu.',
  saveFailed: 'Anı kaydedilirken bir hata oluştu.',
  deleteFailed: 'Anı silinirken bir hata oluştu.',
  confirmDelete: 'Bu anıyı silmek istediğinizden emin misiniz?',
} as const);
