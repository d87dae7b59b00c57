import { z } from './validation';

export const ANONYMOUS_AUTHOR = 'Anonim';

export const quotesMessages = {
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
  submitAdd: 'Ekle',
  submitEdit: 'Güncelle',
  cancel: 'İptal',
  edit: 'Düzenle',
  delete: 'Sil',
  addedBy: 'Ekleyen:',
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
} as const;

const m = quotesMessages;

/**
 * A quote as the form sends it. With `isAnonymous` the author is stored as 'Anonim' and the
 * author field may be left empty.
 */
export const quoteInput = z
  .object({
    text: z.string({ error: m.textRequired }).trim().min(1, { error: m.textRequired }).max(2000, { error: m.textMax }),
    author: z.string({ error: m.authorRequired }).trim().max(120, { error: m.authorMax }).optional().default(''),
    source: z.string().trim().max(200, { error: m.sourceMax }).optional().default(''),
    isAnonymous: z.boolean().optional().default(false),
  })
  .refine((q) => q.isAnonymous || q.author.length > 0, { error: m.authorRequired, path: ['author'] })
  .transform((q) => ({ ...q, author: q.isAnonymous ? ANONYMOUS_AUTHOR : q.author }));
export type QuoteInput = z.input<typeof quoteInput>;

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

/** '{ad} yeni bir alıntı ekledi: “…”' with the quote cut to a readable length. */
export function quoteNotificationMessage(actorName: string, text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const short = oneLine.length > 80 ? `${oneLine.slice(0, 79).trimEnd()}…` : oneLine;
  return `${actorName} yeni bir alıntı ekledi: “${short}”`;
}
